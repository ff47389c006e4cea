import { SIMULATED_CHECKOUT_PATH, type SimulatedCheckoutProvider } from '@contract/demo/simulated-pages';
import { getAppConfig } from '@/lib/config';

/** Mock and demo builds play the provider's page in the app; live builds go to the provider. */
export const usesSimulatedCheckout = (): boolean => getAppConfig().apiMode === 'mock';

export const simulatedCheckoutUrl = (provider: SimulatedCheckoutProvider, transactionId: string): string =>
  `${SIMULATED_CHECKOUT_PATH}?${new URLSearchParams({ provider, transactionId }).toString()}`;

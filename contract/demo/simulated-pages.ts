import { z } from 'zod';

/*
 * The in-app pages that play a provider's page in mock and demo builds. Apart from the scenario
 * panel's interface (demo-control.schema.ts): a live build's route tree names the checkout page's
 * search schema, and must not carry the panel's schemas with it.
 */

/** The in-app page that plays the platform's grant page; the mock's connect call sends the browser there. */
export const SIMULATED_PLATFORM_GRANT_PATH = '/my-ads-account/connect-simulated';
/**
 * The in-app page that plays a hosted checkout (Tazapay, LianLian, Airwallex, PayFast, iDEAL,
 * Bancontact) in mock and demo builds: Pay, Fail or Cancel settle the payment, then the
 * browser goes where the provider would send it.
 */
export const SIMULATED_CHECKOUT_PATH = '/payment/checkout-simulated';
/**
 * The in-app page that plays the store platform's app-install screen in mock and demo builds:
 * the mock's store connect call sends the browser there; Install or Cancel, then the browser
 * goes back to the open connect landing (/shopify/connect) with the outcome.
 */
export const SIMULATED_STORE_INSTALL_PATH = '/pixel/shopify-simulated';
export const SimulatedCheckoutProviderSchema = z.enum([
  'tazapay',
  'lianlian',
  'airwallex',
  'payfast',
  'ideal',
  'bancontact',
]);
export type SimulatedCheckoutProvider = z.infer<typeof SimulatedCheckoutProviderSchema>;
export const SimulatedCheckoutOutcomeSchema = z.enum(['paid', 'rejected', 'canceled']);
export type SimulatedCheckoutOutcome = z.infer<typeof SimulatedCheckoutOutcomeSchema>;

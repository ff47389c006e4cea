import type { Stripe } from '@stripe/stripe-js';
import { getAppConfig } from '@/lib/config';

/**
 * The publishable key when cards go through Stripe Elements (live builds with a key); null in
 * mock and demo builds, which use the simulated card form.
 */
export const liveStripeKey = (): string | null => {
  const { apiMode, stripePublishableKey } = getAppConfig();
  return apiMode === 'live' && stripePublishableKey ? stripePublishableKey : null;
};

let loading: { key: string; stripe: Promise<Stripe> } | null = null;

/**
 * Stripe.js, loaded on first use. `@stripe/stripe-js` is imported dynamically here and only
 * here, so it is a chunk of its own that only the card screen asks for. A failed load (network)
 * is forgotten, so the next try loads again.
 */
export const loadStripeClient = (publishableKey: string): Promise<Stripe> => {
  if (loading?.key === publishableKey) return loading.stripe;
  const stripe = import('@stripe/stripe-js')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((client) => {
      if (!client) throw new Error('Stripe.js is not available in this browser');
      return client;
    });
  stripe.catch(() => {
    if (loading?.stripe === stripe) loading = null;
  });
  loading = { key: publishableKey, stripe };
  return stripe;
};

import { z } from 'zod';

/**
 * Feature flags of spec section 1. The spec's notes disagree on several defaults
 * (refund off with everything else configurable, or trial … notifications off),
 * so no flag has a default here: every brand states every flag, and each flag
 * can be overridden by an env variable (see src/lib/config/env.schema.ts).
 */
export const FeatureFlagsSchema = z
  .object({
    trial: z.boolean().describe('Free trial of a subscription plan'),
    tip: z.boolean().describe('Optional tip for the account manager on top-ups'),
    subscription: z.boolean().describe('Monthly subscription plans and the pricing page'),
    pixel: z.boolean().describe('Tracking pixel management'),
    referral: z.boolean().describe('Referral and affiliate programme'),
    partnership: z.boolean().describe('Partner view (members, gift codes, product links)'),
    productLink: z.boolean().describe('Product link submission and product video'),
    emailVerification: z
      .object({
        enabled: z.boolean(),
        mayBeDoneLater: z.boolean().describe('Users may skip verification and do it later'),
      })
      .strict(),
    autoTopUp: z.boolean().describe('Automatic top-up of approved ad accounts'),
    refund: z.boolean().describe('Refund requests from the balance'),
    autoRefund: z.boolean().describe('Automatic refund; always off for the ADREACH variant'),
    userGuide: z.boolean(),
    invoice: z.boolean().describe('Invoices and billing details'),
    helpCentre: z.boolean(),
    notifications: z.boolean(),
  })
  // Strict so a misspelt flag in a brand file fails its test instead of being dropped.
  .strict();

export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

/** Flags that are a plain on/off switch (every flag but the e-mail verification pair). */
export type BooleanFlagKey = {
  [K in keyof FeatureFlags]: FeatureFlags[K] extends boolean ? K : never;
}[keyof FeatureFlags];

/** Overrides applied on top of a brand's flags (from env or a system variant). */
export type FeatureFlagOverrides = Partial<Omit<FeatureFlags, 'emailVerification'>> & {
  emailVerification?: Partial<FeatureFlags['emailVerification']>;
};

/** Applies overrides without mutating the brand's flags. */
export const applyFlagOverrides = (flags: FeatureFlags, overrides: FeatureFlagOverrides): FeatureFlags => {
  const { emailVerification, ...switches } = overrides;
  return {
    ...flags,
    ...stripUndefined(switches),
    emailVerification: { ...flags.emailVerification, ...stripUndefined(emailVerification ?? {}) },
  };
};

// An explicit `undefined` in an override must not erase the brand's value.
const stripUndefined = <T extends object>(value: T): Partial<T> => {
  const result: Partial<T> = {};
  for (const key of Object.keys(value)) {
    if (isKeyOf(value, key) && value[key] !== undefined) result[key] = value[key];
  }
  return result;
};

const isKeyOf = <T extends object>(value: T, key: PropertyKey): key is keyof T => key in value;

import { PaymentMethodIdSchema, type PaymentMethodId, type SystemVariant } from '@contract/common/enums.schema';
import { z } from 'zod';
import { SupportContactsSchema, type Brand } from './brand.schema';
import { applyFlagOverrides, FeatureFlagsSchema } from './flags.schema';

/** Where a refund can be received (the receiving methods of the refund request form). */
export const RefundMethodSchema = z.enum(['usdt', 'wise', 'bank']);
export type RefundMethod = z.infer<typeof RefundMethodSchema>;

/** What the payment screens may offer; availability right now still comes from GET /api/configuration/value. */
const PaymentMethodsPolicySchema = z.object({
  hidden: z.array(PaymentMethodIdSchema).describe('Payment methods never shown under this variant'),
  refundReceiving: z.array(RefundMethodSchema).min(1).describe('Refund receiving methods offered, in display order'),
});
type PaymentMethodsPolicy = z.infer<typeof PaymentMethodsPolicySchema>;

export const SystemVariantPolicySchema = z.object({
  /** Replaces the brand's (or identity's) contacts entirely; null keeps them. */
  support: SupportContactsSchema.nullable(),
  flags: FeatureFlagsSchema.partial().omit({ emailVerification: true }),
  paymentMethods: PaymentMethodsPolicySchema,
});
export type SystemVariantPolicy = z.infer<typeof SystemVariantPolicySchema>;

/**
 * The `system` value of GET /api/configuration/value picks one of these at run time.
 * ADREACH is the exclusive-partner variant of spec sections 1 and 6.
 */
export const SYSTEM_VARIANTS = {
  DEFAULT: {
    support: null,
    flags: {},
    paymentMethods: { hidden: [], refundReceiving: ['usdt', 'wise', 'bank'] },
  },
  ADREACH: {
    support: {
      telegram: 'https://t.me/adreach_support',
      supportUrl: 'https://support.adreach.example',
    },
    flags: { autoRefund: false },
    paymentMethods: {
      // payoneerTicket goes with payoneer: hiding one provider's direct flow but
      // not its ticket flow would leave the provider reachable.
      hidden: ['paypal', 'payoneer', 'payoneerTicket', 'pingpong', 'pingPongTicket', 'redotpay'],
      refundReceiving: ['usdt', 'bank'],
    },
  },
} as const satisfies Record<SystemVariant, SystemVariantPolicy>;

/** A brand as the screens see it once the server has said which system variant runs. */
export type EffectiveBrand = Brand & {
  system: SystemVariant;
  paymentMethods: PaymentMethodsPolicy;
};

export const applySystemVariant = (brand: Brand, system: SystemVariant): EffectiveBrand => {
  const policy: SystemVariantPolicy = SYSTEM_VARIANTS[system];
  return {
    ...brand,
    support: policy.support ?? brand.support,
    flags: applyFlagOverrides(brand.flags, policy.flags),
    system,
    paymentMethods: {
      hidden: [...policy.paymentMethods.hidden],
      refundReceiving: [...policy.paymentMethods.refundReceiving],
    },
  };
};

/** Payment methods to offer, in the canonical order of PaymentMethodIdSchema. */
export const visiblePaymentMethods = (config: Pick<EffectiveBrand, 'paymentMethods'>): PaymentMethodId[] =>
  PaymentMethodIdSchema.options.filter((method) => !config.paymentMethods.hidden.includes(method));

export const isPaymentMethodVisible = (
  config: Pick<EffectiveBrand, 'paymentMethods'>,
  method: PaymentMethodId,
): boolean => !config.paymentMethods.hidden.includes(method);

/** Refund receiving methods to offer; when ADREACH is on, Wise is not one of them. */
export const visibleRefundMethods = (config: Pick<EffectiveBrand, 'paymentMethods'>): RefundMethod[] => [
  ...config.paymentMethods.refundReceiving,
];

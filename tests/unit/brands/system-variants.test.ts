import { PaymentMethodIdSchema, SystemVariantSchema } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  applySystemVariant,
  BRANDS,
  isPaymentMethodVisible,
  resolveBrand,
  resolveSupportLink,
  SYSTEM_VARIANTS,
  SystemVariantPolicySchema,
  visiblePaymentMethods,
  visibleRefundMethods,
} from '@brands';

const ADREACH_HIDDEN = ['paypal', 'payoneer', 'payoneerTicket', 'pingpong', 'pingPongTicket', 'redotpay'] as const;

describe('System variants', () => {
  it('has a valid policy for every value of SystemVariantSchema', () => {
    for (const system of SystemVariantSchema.options) {
      expect(SystemVariantPolicySchema.safeParse(SYSTEM_VARIANTS[system]).success, system).toBe(true);
    }
  });

  describe('DEFAULT', () => {
    const effective = applySystemVariant(BRANDS.lumen, 'DEFAULT');

    it('keeps the brand’s support contacts and flags', () => {
      expect(effective.support).toEqual(BRANDS.lumen.support);
      expect(effective.flags).toEqual(BRANDS.lumen.flags);
      expect(effective.system).toBe('DEFAULT');
    });

    it('shows every payment method, in the contract’s order', () => {
      expect(visiblePaymentMethods(effective)).toEqual(PaymentMethodIdSchema.options);
    });

    it('offers refunds to USDT, Wise or a bank', () => {
      expect(visibleRefundMethods(effective)).toEqual(['usdt', 'wise', 'bank']);
    });
  });

  describe('ADREACH', () => {
    const brand = BRANDS.lumen;
    const effective = applySystemVariant(brand, 'ADREACH');

    it('turns automatic refund off even where the brand has it on', () => {
      expect(brand.flags.autoRefund).toBe(true);
      expect(effective.flags.autoRefund).toBe(false);
      expect({ ...effective.flags, autoRefund: true }).toEqual(brand.flags);
    });

    it('replaces the support contacts with ADREACH’s telegram and support URL', () => {
      expect(effective.support).toEqual({
        telegram: 'https://t.me/adreach_support',
        supportUrl: 'https://support.adreach.example',
      });
      // Lumen's own Messenger would otherwise win the fallback order.
      expect(resolveSupportLink(effective.support)).toEqual({
        channel: 'telegram',
        url: 'https://t.me/adreach_support',
      });
    });

    it('hides PayPal, Payoneer, PingPong and RedotPay and keeps the rest', () => {
      const visible = visiblePaymentMethods(effective);
      for (const method of ADREACH_HIDDEN) {
        expect(visible).not.toContain(method);
        expect(isPaymentMethodVisible(effective, method)).toBe(false);
      }
      expect(visible).toEqual(
        PaymentMethodIdSchema.options.filter((method) => !ADREACH_HIDDEN.some((hidden) => hidden === method)),
      );
      expect(visible).toContain('USDT');
      expect(isPaymentMethodVisible(effective, 'creditCard')).toBe(true);
    });

    it('offers refunds only to USDT or a bank, not Wise', () => {
      expect(visibleRefundMethods(effective)).toEqual(['usdt', 'bank']);
    });

    it('overrides an identity’s contacts too, and leaves the input brand untouched', () => {
      const nightOwl = resolveBrand('night-owl');
      const before = structuredClone({ support: nightOwl.support, flags: nightOwl.flags });
      const adreach = applySystemVariant(nightOwl, 'ADREACH');
      expect(adreach.name).toBe('Night Owl Ads');
      expect(resolveSupportLink(adreach.support)?.channel).toBe('telegram');
      expect({ support: nightOwl.support, flags: nightOwl.flags }).toEqual(before);
    });

    it('returns policy lists that callers cannot use to change the registry', () => {
      visibleRefundMethods(effective).push('wise');
      effective.paymentMethods.hidden.pop();
      expect(visibleRefundMethods(applySystemVariant(brand, 'ADREACH'))).toEqual(['usdt', 'bank']);
      expect(applySystemVariant(brand, 'ADREACH').paymentMethods.hidden).toEqual(ADREACH_HIDDEN);
    });
  });
});

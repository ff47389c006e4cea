import { PaymentMethodIdSchema, TazapayMethodSchema } from '@contract/common/enums.schema';
import { TipAmountSchema, TopUpAmountSchema } from '@contract/payments/payment-common.schema';
import { z } from 'zod';

/** Choose the amount, tip and method; then pay with the method's own panel. */
const AddFundStepSchema = z.enum(['choose', 'pay']);

/** What the seller chose, in integer USD cents; each part optional while choosing. */
const AddFundChoiceSchema = z.object({
  method: PaymentMethodIdSchema.optional().catch(undefined),
  amount: TopUpAmountSchema.optional().catch(undefined),
  tip: TipAmountSchema.optional().catch(undefined),
  /** Tazapay's own method decides its fee, so it is part of the choice. */
  tazapayMethod: TazapayMethodSchema.optional().catch(undefined),
});
export type AddFundChoice = z.infer<typeof AddFundChoiceSchema>;

/**
 * `/payment/add-fund`'s URL: the choice and the step, so QA can link straight to a method's
 * pay step (`?method=creditCard&amount=10000&step=pay`); a bad value is dropped.
 */
export const AddFundSearchSchema = AddFundChoiceSchema.extend({
  step: AddFundStepSchema.optional().catch(undefined),
});
export type AddFundSearch = z.infer<typeof AddFundSearchSchema>;

const COOKIE_NAME = 'add_fund_data';
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The last choice, kept in the `add_fund_data` cookie (spec) so that coming back from a
 * provider's page, or to `/payment/add-fund` without a search, restores it.
 */
export const readAddFundCookie = (cookies: string = document.cookie): AddFundChoice | null => {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== COOKIE_NAME) continue;
    try {
      const parsed = AddFundChoiceSchema.safeParse(JSON.parse(decodeURIComponent(value.join('='))));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
};

export const writeAddFundCookie = (choice: AddFundChoice): void => {
  const value = encodeURIComponent(JSON.stringify(AddFundChoiceSchema.parse(choice)));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NAME}=${value}; Path=/payment; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
};

/** A URL without an amount takes the saved choice (a return from a provider, the payoneer callback). */
export const withSavedChoice = (search: AddFundSearch, saved: AddFundChoice | null): AddFundSearch | null => {
  if (search.amount !== undefined || !saved || saved.amount === undefined) return null;
  if (search.method !== undefined && saved.method !== undefined && search.method !== saved.method) return null;
  return { ...saved, ...Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) };
};

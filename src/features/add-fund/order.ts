import { applySystemVariant, isPaymentMethodVisible, type Brand } from '@brands';
import { TIP_PRESETS_CENTS, TOP_UP_PRESETS_CENTS } from '@contract/common/constants';
import type { PaymentMethodId } from '@contract/common/enums.schema';
import type { Configuration } from '@contract/configuration/configuration.schema';
import { quoteTopUpCharge, type TopUpMethod, type TopUpQuoteIssue } from '@contract/payments/top-up-quote';
import type { AddFundChoice } from './add-fund-search';
import type { TopUpOrder } from './flow/top-up-order';
import { METHOD_GROUPS, type MethodGroup } from './methods/catalogue';

export { TIP_PRESETS_CENTS, TOP_UP_PRESETS_CENTS };

/** The methods this build and the server's variant offer, with their availability now, in the picker's sections. */
export const offeredMethods = (
  brand: Brand,
  configuration: Pick<Configuration, 'system' | 'paymentMethods'>,
  usedBefore: readonly PaymentMethodId[],
) => {
  const effective = applySystemVariant(brand, configuration.system);
  const availability = new Map(configuration.paymentMethods.map((method) => [method.id, method.availability]));
  const option = (id: PaymentMethodId) => {
    const known = availability.get(id);
    return known && isPaymentMethodVisible(effective, id) ? { id, availability: known } : null;
  };
  const used = usedBefore.flatMap((id) => option(id) ?? []);
  const sections: Array<{ group: MethodGroup | 'used'; methods: NonNullable<ReturnType<typeof option>>[] }> =
    used.length > 0 ? [{ group: 'used', methods: used }] : [];
  for (const { group, methods } of METHOD_GROUPS) {
    const offered = methods.flatMap((id) => (usedBefore.includes(id) ? [] : (option(id) ?? [])));
    if (offered.length > 0) sections.push({ group, methods: offered });
  }
  return sections;
};

/**
 * The order a complete choice makes, quoted by the same function the server charges with;
 * or why it cannot be paid (the quote's issue, or a Tazapay payment without its method).
 */
export const orderOf = (
  choice: AddFundChoice,
  { minTopUpCents, at }: { minTopUpCents: number; at: number },
): { order: TopUpOrder } | { issue: TopUpQuoteIssue | { code: 'incomplete' } } => {
  const { method, amount, tip = 0, tazapayMethod } = choice;
  if (method === undefined || amount === undefined) return { issue: { code: 'incomplete' } };
  let quoteMethod: TopUpMethod;
  if (method === 'tazapay') {
    if (tazapayMethod === undefined) return { issue: { code: 'incomplete' } };
    quoteMethod = { method, tazapayMethod };
  } else {
    quoteMethod = { method };
  }
  const quoted = quoteTopUpCharge({ ...quoteMethod, amount, tip, minTopUpCents, at });
  if ('issue' in quoted) return { issue: quoted.issue };
  return { order: { method, amount, tip, tazapayMethod: quoteMethod.tazapayMethod, charge: quoted.charge } };
};

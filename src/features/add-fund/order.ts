import type { Brand } from '@brands/brand.schema';
import { applySystemVariant, isPaymentMethodVisible } from '@brands/system-variants';
import { TIP_PRESETS_CENTS, TOP_UP_PRESETS_CENTS } from '@contract/common/constants';
import type { PaymentMethodId, ProviderAvailability } from '@contract/common/enums.schema';
import { methodFit, PAYMENT_METHOD_FACTS } from '@contract/payments/method-catalogue';
import type { Configuration } from '@contract/configuration/configuration.schema';
import { takesMethod, type OperatorSettings } from '@contract/operator/operator-settings.schema';
import { quoteTopUpCharge, type TopUpMethod, type TopUpQuoteIssue } from '@contract/payments/top-up-quote';
import type { AddFundChoice } from './add-fund-search';
import type { TopUpOrder } from './flow/top-up-order';
import { METHOD_GROUPS, type MethodGroup } from './methods/catalogue';

export { TIP_PRESETS_CENTS, TOP_UP_PRESETS_CENTS };

/** A method the picker shows: pickable only while available. */
export interface MethodOption {
  id: PaymentMethodId;
  availability: ProviderAvailability;
}

/**
 * The methods this build and the server's variant offer, with their availability now, in the
 * catalogue's order; not a method whose receiving details the operator set to null, even when the
 * server lists it.
 */
export const offeredMethods = (
  brand: Brand,
  configuration: Pick<Configuration, 'system' | 'paymentMethods'>,
  operator: OperatorSettings,
): MethodOption[] => {
  const effective = applySystemVariant(brand, configuration.system);
  const availability = new Map(configuration.paymentMethods.map((method) => [method.id, method.availability]));
  return METHOD_GROUPS.flatMap(({ methods }) =>
    methods.flatMap((id) => {
      const known = availability.get(id);
      return known && isPaymentMethodVisible(effective, id) && takesMethod(operator, id)
        ? [{ id, availability: known }]
        : [];
    }),
  );
};

/** How many methods show before "other methods". */
export const FIRST_METHODS_COUNT = 6;
/** Of those, at most this many are there because they were used before, so local methods still show. */
const USED_FIRST_MAX = 3;

export interface ArrangedMethods {
  /** Shown at once, at most FIRST_METHODS_COUNT, the seller's own first (see arrangeMethods). */
  first: MethodOption[];
  /** Folded under "other methods", in the catalogue's groups. */
  others: Array<{ group: MethodGroup; methods: MethodOption[] }>;
}

const isManual = (option: MethodOption) => PAYMENT_METHOD_FACTS[option.id].timeToCredit.kind === 'review';

/**
 * The picker's order for one seller: the methods local to their country or currency that pay
 * online, then up to USED_FIRST_MAX they used before (most recent first), then the local manual
 * transfers, then worldwide methods, FIRST_METHODS_COUNT in all; a method not available now never
 * leads. The rest fold away in the catalogue's groups.
 */
export const arrangeMethods = (
  offered: readonly MethodOption[],
  seller: { country: string | null; currency: string | null; usedBefore: readonly PaymentMethodId[] },
): ArrangedMethods => {
  const pickable = offered.filter((option) => option.availability === 'available');
  const local = pickable.filter((option) => methodFit(option.id, seller) === 'local');
  const used = seller.usedBefore
    .flatMap((id) => pickable.filter((option) => option.id === id))
    .slice(0, USED_FIRST_MAX);
  const candidates = [
    ...local.filter((option) => !isManual(option)),
    ...used,
    ...local.filter(isManual),
    ...pickable.filter((option) => methodFit(option.id, seller) === 'worldwide'),
  ];
  const first = [...new Set(candidates)].slice(0, FIRST_METHODS_COUNT);
  const shown = new Set(first.map((option) => option.id));
  const others = METHOD_GROUPS.flatMap(({ group, methods }) => {
    const rest = offered.filter((option) => methods.includes(option.id) && !shown.has(option.id));
    return rest.length > 0 ? [{ group, methods: rest }] : [];
  });
  return { first, others };
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

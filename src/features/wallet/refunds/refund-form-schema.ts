import { RefundMethodSchema, type RefundMethod } from '@brands/system-variants';
import { RefundReasonSchema, UsdtNetworkSchema } from '@contract/common/enums.schema';
import {
  BANK_LIMITS,
  BankAccountTypeSchema,
  bankSchemeOf,
  compactCode,
  countryOfCode,
  foldHolderName,
  isAbaRoutingNumber,
  isBic,
  isIban,
  isPrintedHolderName,
  type BankReceiving,
} from '@contract/transactions/bank-details';
import { isUsdtAddressOf } from '@contract/payments/usdt-address';
import {
  RefundRequestFieldsSchema,
  WiseReceivingSchema,
  type RefundReceiving,
  type RequestRefundBody,
} from '@contract/transactions/transactions.schema';
import { z } from 'zod';
import {
  emailField,
  optionalText,
  plainName,
  plainText,
  requiredText,
  validationMessage as message,
} from '@/lib/validation';
import { amountField } from '@/lib/validation/amount';

/* Limits of the contract's refund body, read from its schemas so the form cannot drift from them. */
const limitOf = (limit: number | null, name: string): number => {
  if (limit === null) throw new Error(`The refund contract lost its ${name} limit`);
  return limit;
};

export const REFUND_LIMITS = {
  accountHolderMax: limitOf(WiseReceivingSchema.shape.accountHolder.maxLength, 'accountHolder max'),
  reasonDetailMax: limitOf(RefundRequestFieldsSchema.shape.reasonDetail.unwrap().maxLength, 'reasonDetail max'),
} as const;

/** A choice (radio or select) that must be made; piped into the contract's values. */
const choiceField = () => z.string().min(1, message('required'));

const limitedText = (max: number) => requiredText().max(max, message('maxLength', { max }));

/** A bank's or an account holder's name: a plain name, like the contract's. */
const nameField = (max: number) => plainName(limitedText(max));

const digitsField = ([min, max]: readonly [number, number]) =>
  requiredText()
    .transform((text) => text.replace(/[\s-]/g, ''))
    .refine((digits) => new RegExp(`^\\d{${min},${max}}$`).test(digits), message('accountNumberDigits', { min, max }));

/** SWIFT/BIC typed with spaces or in lower case is read as the code; its country must be the bank's. */
const swiftField = (country: string) =>
  requiredText()
    .transform(compactCode)
    .refine(isBic, message('swiftInvalid'))
    .refine((code) => !isBic(code) || countryOfCode(code, 'bic') === country, message('swiftCountry'));

/** The holder as a Vietnamese bank prints it: accents folded, capital letters (the field says so). */
const printedHolderField = () =>
  requiredText()
    .transform(foldHolderName)
    .pipe(
      z
        .string()
        .max(BANK_LIMITS.holderMax, message('maxLength', { max: BANK_LIMITS.holderMax }))
        .refine(isPrintedHolderName, message('holderNamePrinted')),
    );

/** Each bank country's fields, checked with the contract's own rules and translated messages. */
const bankFormSchema = (country: string) => {
  const common = { method: z.literal('bank'), bankName: nameField(BANK_LIMITS.bankNameMax) };
  const address = plainText(limitedText(BANK_LIMITS.addressMax));
  switch (bankSchemeOf(country)) {
    case 'vn_local':
      return z.object({
        ...common,
        scheme: z.literal('vn_local'),
        country: z.literal('VN'),
        bankBin: choiceField(),
        // Set with the bank picked from the list: the bank field carries the message.
        bankName: z.string(),
        accountNumber: digitsField(BANK_LIMITS.vnAccountDigits),
        accountHolder: printedHolderField(),
      });
    case 'ach':
      return z.object({
        ...common,
        scheme: z.literal('ach'),
        country: z.literal('US'),
        routingNumber: requiredText()
          .refine((text) => /^\d{9}$/.test(text), message('routingNumber', { digits: 9 }))
          .refine((text) => !/^\d{9}$/.test(text) || isAbaRoutingNumber(text), message('routingNumberChecksum')),
        accountNumber: digitsField(BANK_LIMITS.usAccountDigits),
        accountType: choiceField().pipe(BankAccountTypeSchema),
        accountHolder: nameField(BANK_LIMITS.holderMax),
        address,
      });
    case 'iban':
      return z.object({
        ...common,
        scheme: z.literal('iban'),
        country: z.string(),
        iban: requiredText()
          .transform(compactCode)
          .refine(isIban, message('ibanInvalid'))
          .refine((iban) => !isIban(iban) || countryOfCode(iban, 'iban') === country, message('ibanCountry')),
        swift: swiftField(country),
        accountHolder: nameField(BANK_LIMITS.holderMax),
        address,
      });
    case 'swift':
      return z.object({
        ...common,
        scheme: z.literal('swift'),
        country: z.string(),
        swift: swiftField(country),
        accountNumber: requiredText()
          .transform(compactCode)
          .refine(
            (text) => /^[0-9A-Z]{4,34}$/.test(text),
            message('accountNumber', {
              min: BANK_LIMITS.accountNumberLength[0],
              max: BANK_LIMITS.accountNumberLength[1],
            }),
          ),
        accountHolder: nameField(BANK_LIMITS.holderMax),
        address,
      });
  }
};

/** Each receiving method checks only its own fields; the others stay in the form, unsent. */
const ReceivingFormSchema = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('usdt'),
      walletAddress: requiredText(),
      usdtNetwork: choiceField().pipe(UsdtNetworkSchema),
      usdtQrImageUrl: z.string().nullable(),
    })
    // The contract's one rule: the address in the chosen network's format.
    .refine((usdt) => isUsdtAddressOf(usdt.usdtNetwork, usdt.walletAddress), {
      path: ['walletAddress'],
      message: message('usdtAddressNetwork'),
      // Only once both are given: a missing network or address has its own message.
      when: (payload) => payload.issues.length === 0,
    }),
  z.object({
    method: z.literal('wise'),
    wiseEmail: emailField(),
    accountHolder: nameField(REFUND_LIMITS.accountHolderMax),
  }),
]);

/** Every receiving field in one flat object, so switching method or country keeps what was typed. */
const receivingValuesShape = z.object({
  method: RefundMethodSchema,
  walletAddress: z.string(),
  usdtNetwork: z.string(),
  usdtQrImageUrl: z.string().nullable(),
  wiseEmail: z.string(),
  accountHolder: z.string(),
  bankCountry: z.string(),
  bankBin: z.string(),
  bankName: z.string(),
  routingNumber: z.string(),
  accountNumber: z.string(),
  accountType: z.string(),
  address: z.string(),
  iban: z.string(),
  swift: z.string(),
});
type ReceivingValues = z.output<typeof receivingValuesShape>;

const copyIssues = (issues: readonly z.core.$ZodIssue[], ctx: z.RefinementCtx): void => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
};

/** The bank's country first: without it the form cannot know which fields it needs. */
const toBankReceiving = (values: ReceivingValues, ctx: z.RefinementCtx): BankReceiving => {
  if (values.bankCountry === '') {
    ctx.addIssue({ code: 'custom', message: message('required'), path: ['bankCountry'] });
    return z.NEVER;
  }
  const { bankCountry: country, ...fields } = values;
  const parsed = bankFormSchema(country).safeParse({ ...fields, country, scheme: bankSchemeOf(country) });
  if (!parsed.success) {
    copyIssues(parsed.error.issues, ctx);
    return z.NEVER;
  }
  return parsed.data;
};

/**
 * The chosen method's fields checked, in the contract's shape (an optional QR image left empty
 * is left out). The issues keep their paths under `receiving`, where the fields are.
 */
const toReceiving = (values: ReceivingValues, ctx: z.RefinementCtx): RefundReceiving => {
  if (values.method === 'bank') return toBankReceiving(values, ctx);
  const parsed = ReceivingFormSchema.safeParse(values);
  if (!parsed.success) {
    copyIssues(parsed.error.issues, ctx);
    return z.NEVER;
  }
  const receiving = parsed.data;
  if (receiving.method !== 'usdt') return receiving;
  const { usdtQrImageUrl, ...usdt } = receiving;
  return usdtQrImageUrl ? { ...usdt, usdtQrImageUrl } : usdt;
};

/**
 * The refund request form (spec section 3, "Refund request"), derived from the contract's
 * `RequestRefundBodySchema` with translated messages. `maxCents` is what may be asked: the
 * wallet less the refunds still open. Its output is the request body, so the screen never
 * sends what the contract would refuse (a unit test checks).
 */
export const refundFormSchema = ({ maxCents }: { maxCents: number }) =>
  z
    .object({
      amount: amountField({ minCents: 1, maxCents, requiredMessage: message('refundAmountRequired') }),
      reason: choiceField().pipe(RefundReasonSchema),
      reasonDetail: plainText(optionalText(REFUND_LIMITS.reasonDetailMax), { multiline: true }),
      receiving: receivingValuesShape.transform(toReceiving),
    })
    // The contract's "other needs a detail" rule, checked even while other fields are wrong so
    // every message shows at once.
    .refine((values) => values.reason !== 'other' || values.reasonDetail.trim() !== '', {
      path: ['reasonDetail'],
      message: message('reasonDetailRequired'),
      when: () => true,
    })
    .transform((values): RequestRefundBody => ({
      amount: values.amount,
      reason: values.reason,
      // The detail field shows only for "other"; a detail typed before changing reason is not sent.
      ...(values.reason === 'other' ? { reasonDetail: values.reasonDetail } : {}),
      receiving: values.receiving,
    }));

export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;

/** An empty form on the first receiving method offered. */
export const emptyRefundForm = (method: RefundMethod): RefundFormValues => ({
  amount: '',
  reason: '',
  reasonDetail: '',
  receiving: {
    method,
    walletAddress: '',
    usdtNetwork: '',
    usdtQrImageUrl: null,
    wiseEmail: '',
    accountHolder: '',
    bankCountry: '',
    bankBin: '',
    bankName: '',
    routingNumber: '',
    accountNumber: '',
    accountType: '',
    address: '',
    iban: '',
    swift: '',
  },
});

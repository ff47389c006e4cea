import { RefundMethodSchema, type RefundMethod } from '@brands';
import { RefundReasonSchema, UsdtNetworkSchema } from '@contract/common/enums.schema';
import {
  BankAccountTypeSchema,
  BankReceivingSchema,
  RefundRequestFieldsSchema,
  UsdtReceivingSchema,
  WiseReceivingSchema,
  type RefundReceiving,
  type RequestRefundBody,
} from '@contract/transactions/transactions.schema';
import { z } from 'zod';
import { emailField, optionalText, requiredText, validationMessage as message } from '@/lib/validation';
import { amountField } from '@/lib/validation/amount';

/* Limits of the contract's refund body, read from its schemas so the form cannot drift from them. */
const limitOf = (limit: number | null, name: string): number => {
  if (limit === null) throw new Error(`The refund contract lost its ${name} limit`);
  return limit;
};

export const REFUND_LIMITS = {
  walletAddressMin: limitOf(UsdtReceivingSchema.shape.walletAddress.minLength, 'walletAddress min'),
  walletAddressMax: limitOf(UsdtReceivingSchema.shape.walletAddress.maxLength, 'walletAddress max'),
  accountHolderMax: limitOf(WiseReceivingSchema.shape.accountHolder.maxLength, 'accountHolder max'),
  addressMax: limitOf(BankReceivingSchema.shape.address.maxLength, 'address max'),
  bankMax: limitOf(BankReceivingSchema.shape.bank.maxLength, 'bank max'),
  reasonDetailMax: limitOf(RefundRequestFieldsSchema.shape.reasonDetail.unwrap().maxLength, 'reasonDetail max'),
  /* The bank patterns are checked by the contract's own schemas; these figures only word the messages. */
  routingNumberDigits: 9,
  accountNumberMin: 4,
  accountNumberMax: 34,
} as const;

const acceptedBy =
  (schema: z.ZodType) =>
  (value: string): boolean =>
    schema.safeParse(value).success;

/** A choice (radio) that must be made; piped into the contract's values. */
const choiceField = () => z.string().min(1, message('required'));

const accountHolderField = () =>
  requiredText().max(REFUND_LIMITS.accountHolderMax, message('maxLength', { max: REFUND_LIMITS.accountHolderMax }));

const walletAddressLength = message('walletAddressLength', {
  min: REFUND_LIMITS.walletAddressMin,
  max: REFUND_LIMITS.walletAddressMax,
});

/** Each receiving method checks only its own fields; the others stay in the form, unsent. */
const ReceivingFormSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('usdt'),
    walletAddress: requiredText()
      .min(REFUND_LIMITS.walletAddressMin, walletAddressLength)
      .max(REFUND_LIMITS.walletAddressMax, walletAddressLength),
    usdtNetwork: choiceField().pipe(UsdtNetworkSchema),
    usdtQrImageUrl: z.string().nullable(),
  }),
  z.object({
    method: z.literal('wise'),
    wiseEmail: emailField(),
    accountHolder: accountHolderField(),
  }),
  z.object({
    method: z.literal('bank'),
    accountHolder: accountHolderField(),
    routingNumber: requiredText().refine(
      acceptedBy(BankReceivingSchema.shape.routingNumber),
      message('routingNumber', { digits: REFUND_LIMITS.routingNumberDigits }),
    ),
    accountNumber: requiredText().refine(
      acceptedBy(BankReceivingSchema.shape.accountNumber),
      message('accountNumber', { min: REFUND_LIMITS.accountNumberMin, max: REFUND_LIMITS.accountNumberMax }),
    ),
    accountType: choiceField().pipe(BankAccountTypeSchema),
    address: requiredText().max(REFUND_LIMITS.addressMax, message('maxLength', { max: REFUND_LIMITS.addressMax })),
    bank: requiredText().max(REFUND_LIMITS.bankMax, message('maxLength', { max: REFUND_LIMITS.bankMax })),
  }),
]);

/** Every receiving field in one flat object, so switching method keeps what was typed. */
const receivingValuesShape = z.object({
  method: RefundMethodSchema,
  walletAddress: z.string(),
  usdtNetwork: z.string(),
  usdtQrImageUrl: z.string().nullable(),
  wiseEmail: z.string(),
  accountHolder: z.string(),
  routingNumber: z.string(),
  accountNumber: z.string(),
  accountType: z.string(),
  address: z.string(),
  bank: z.string(),
});

/**
 * The chosen method's fields checked, in the contract's shape (an optional QR image left empty
 * is left out). The issues keep their paths under `receiving`, where the fields are.
 */
const toReceiving = (values: z.output<typeof receivingValuesShape>, ctx: z.RefinementCtx): RefundReceiving => {
  const parsed = ReceivingFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
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
      amount: amountField({ minCents: 1, maxCents }),
      reason: choiceField().pipe(RefundReasonSchema),
      reasonDetail: optionalText(REFUND_LIMITS.reasonDetailMax),
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
    routingNumber: '',
    accountNumber: '',
    accountType: '',
    address: '',
    bank: '',
  },
});

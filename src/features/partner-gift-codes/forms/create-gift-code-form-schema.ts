import { CreateGiftCodeBodySchema, isFutureExpiry } from '@contract/gift-codes/gift-codes.schema';
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { z } from 'zod';
import { parseDollarInput } from '@/lib/money';
import { requiredText, validationMessage as message, wholeNumberField } from '@/lib/validation';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

const body = CreateGiftCodeBodySchema.shape;
const limitOf = (value: number | null | undefined, fallback: number): number => value ?? fallback;

// Limits read from the contract, so the form and the server refuse the same values.
const WORTH_MAX = limitOf(body.worth.maxValue, 0);
const SPEND_MAX = limitOf(body.minTotalSpend.maxValue, 0);
const DAYS = { min: limitOf(body.timeOfUseDays.minValue, 1), max: limitOf(body.timeOfUseDays.maxValue, 1) };
const QUANTITY = { min: limitOf(body.quantity.minValue, 1), max: limitOf(body.quantity.maxValue, 1) };

/** Dollars typed (at most 2 decimals) as cents: more than 0 when `positive`, else 0 or more, up to `maxCents`. */
const dollarsField = ({ positive, maxCents }: { positive: boolean; maxCents: number }) =>
  z.string().transform((text, ctx): number => {
    const parsed = parseDollarInput(text);
    if ('error' in parsed) {
      const issue =
        parsed.error === 'empty'
          ? message('required')
          : parsed.error === 'decimals'
            ? message('amountMaxDecimals', { max: 2 })
            : message('amountInvalid', { min: 0, max: maxCents });
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    }
    if (positive && parsed.cents === 0) ctx.addIssue({ code: 'custom', message: message('amountPositive') });
    else if (parsed.cents > maxCents)
      ctx.addIssue({ code: 'custom', message: message('amountMax', { max: maxCents }) });
    return parsed.cents;
  });

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last moment of a calendar day in the configured timezone: a code expires when its day ends. */
export const endOfDayIso = (day: string, timezone: string): string =>
  dayjs.tz(day, timezone).endOf('day').toISOString();

/**
 * The create-code form (spec section 3's fields), derived from the contract's body schema: its
 * output is the request body. Amounts are dollars typed, sent in cents; the expiry is a calendar
 * day (empty: never expires), sent as the end of that day in the configured timezone, which must
 * be to come at `now` (the contract's `isFutureExpiry`, which the server applies too).
 */
export const createGiftCodeFormSchema = ({ now, timezone }: { now: () => number; timezone: string }) =>
  z
    .object({
      code: requiredText().pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9_-]{4,32}$/, message('giftCodeFormat'))
          .transform((code) => code.toUpperCase()),
      ),
      worth: dollarsField({ positive: true, maxCents: WORTH_MAX }),
      minTotalSpend: dollarsField({ positive: false, maxCents: SPEND_MAX }),
      timeOfUseDays: wholeNumberField(DAYS.min, DAYS.max),
      quantity: wholeNumberField(QUANTITY.min, QUANTITY.max),
      expiry: z
        .string()
        .trim()
        .transform((day, ctx): string | null => {
          if (day === '') return null;
          const expiry = CALENDAR_DAY.test(day) && dayjs(day).isValid() ? endOfDayIso(day, timezone) : null;
          if (expiry === null || !isFutureExpiry(expiry, now())) {
            ctx.addIssue({ code: 'custom', message: message('expiryInFuture') });
            return z.NEVER;
          }
          return expiry;
        }),
    })
    .pipe(CreateGiftCodeBodySchema);

export type CreateGiftCodeFormValues = z.input<ReturnType<typeof createGiftCodeFormSchema>>;

export const CREATE_GIFT_CODE_DEFAULTS: CreateGiftCodeFormValues = {
  code: '',
  worth: '',
  minTotalSpend: '',
  timeOfUseDays: 7,
  quantity: 10,
  expiry: '',
};

import { RedeemGiftCodeBodySchema, type RedeemGiftCodeBody } from '@contract/gift-codes/gift-codes.schema';
import { z } from 'zod';
import { requiredText } from '@/lib/validation';

const code = RedeemGiftCodeBodySchema.shape.code;

/* The contract's gift-code limits (GiftCodeValueSchema): 4 to 32 characters. */
export const GIFT_CODE_MIN = code.minLength ?? 4;
export const GIFT_CODE_MAX = code.maxLength ?? 32;

/**
 * The message of a malformed code. NOTE: the shared `validation` namespace has no gift-code
 * message, so this one is a key of the profile namespace; the redeem form translates it.
 * A `giftCodeFormat` key in locales/{vi,en}/validation.json would let it go through
 * `validationMessage` like the others.
 */
export const GIFT_CODE_FORMAT_MESSAGE = 'profile:redeem.codeFormat';

const GIFT_CODE_CHARACTERS = /^[A-Z0-9_-]+$/;

/**
 * A gift code as typed (spec section 5; the contract's RedeemGiftCodeBodySchema): spaces
 * around it dropped, 4 to 32 letters A–Z, digits, _ or -, sent in capitals as the codes are
 * printed. Its output is the request body.
 */
export const redeemGiftCodeFormSchema = z.object({
  code: requiredText()
    .transform((value) => value.toUpperCase())
    .pipe(
      z
        .string()
        .min(GIFT_CODE_MIN, GIFT_CODE_FORMAT_MESSAGE)
        .max(GIFT_CODE_MAX, GIFT_CODE_FORMAT_MESSAGE)
        .regex(GIFT_CODE_CHARACTERS, GIFT_CODE_FORMAT_MESSAGE),
    ),
}) satisfies z.ZodType<RedeemGiftCodeBody, unknown>;

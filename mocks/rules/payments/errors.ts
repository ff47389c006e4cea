import { Data } from 'effect';
import type { Answer } from '../../errors';
import type { ExternalReferenceKind } from '../../factories/payment';

/* Refusals a payment provider or the payment's state gives. */

/** Another payment of the same provider is still in progress (Tazapay without replaceInProgress). */
export class PaymentInProgress extends Data.TaggedError('PaymentInProgress')<{ readonly transactionId: string }> {
  answer(): Answer {
    return { code: 'error.payment_in_progress', status: 409 };
  }
}

/** The card was declined for lack of funds (the mock's card ending in 0002). */
export class CardInsufficientFunds extends Data.TaggedError('CardInsufficientFunds')<{ readonly last4: string }> {
  answer(): Answer {
    return { code: 'error.card_insufficient_funds', status: 422 };
  }
}

/** The card cannot be used for this step (not verified yet, or already verified). */
export class CardUnavailable extends Data.TaggedError('CardUnavailable')<{ readonly paymentMethodId: string }> {
  answer(): Answer {
    return { code: 'error.card_unavailable', status: 422 };
  }
}

/**
 * The payment method was not attached by a setup intent of this seller: made up, another seller's,
 * or a second card from one setup intent. Stripe would not have it on the seller's customer.
 */
export class CardNotSetUp extends Data.TaggedError('CardNotSetUp')<{ readonly paymentMethodId: string }> {
  answer(): Answer {
    return { code: 'error.save_card_failed', status: 422 };
  }
}

/** The activation code of a card verification charge does not match. */
export class InvalidVerificationCode extends Data.TaggedError('InvalidVerificationCode')<{
  readonly paymentMethodId: string;
}> {
  answer(): Answer {
    return { code: 'error.invalid_verification_code', status: 400 };
  }
}

/** The Payoneer balance holds less than the charge. */
export class PayoneerInsufficientFunds extends Data.TaggedError('PayoneerInsufficientFunds')<{
  readonly available: number;
  readonly requested: number;
}> {
  answer(): Answer {
    return { code: 'error.payoneer_insufficient_funds', status: 422 };
  }
}

/** The payment is no longer open for this step (already paid, canceled, expired, not connected). */
export class PaymentNotOpen extends Data.TaggedError('PaymentNotOpen')<{
  readonly id: string;
  readonly reason: string;
}> {
  answer(): Answer {
    return { code: 'error.transaction_failed', status: 422 };
  }
}

/** A transaction hash or provider payment id another top-up (of anyone, by any path) already claimed. */
export class ReferenceAlreadyUsed extends Data.TaggedError('ReferenceAlreadyUsed')<{
  readonly kind: ExternalReferenceKind;
  readonly reference: string;
}> {
  answer(): Answer {
    // 409 like the other "already" refusals: the reference conflicts with an existing top-up.
    return { code: 'error.reference_already_used', status: 409 };
  }
}

/** Too many wrong activation codes: the card's activation is locked for a while. */
export class CardActivationLocked extends Data.TaggedError('CardActivationLocked')<{
  readonly paymentMethodId: string;
  readonly retryAfterSeconds: number;
}> {
  answer(): Answer {
    // 429 like the login lockout; the body says how long is left.
    return { code: 'error.too_many_activation_failures', status: 429, retryAfterSeconds: this.retryAfterSeconds };
  }
}

/** A VietQR bank BIN outside the bank list. */
export class UnknownBank extends Data.TaggedError('UnknownBank')<{ readonly bank: string }> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 400,
      detail: {
        en: 'Invalid request: body.bank: unknown bank',
        vi: 'Yêu cầu không hợp lệ: body.bank: ngân hàng không có trong danh sách',
      },
    };
  }
}

import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Plans. */

/** No plan can be chosen now: a cancellation is pending until it is processed. */
export class NoPlanAvailable extends Data.TaggedError('NoPlanAvailable')<{ readonly reason: 'cancellation_pending' }> {
  answer(): Answer {
    return { code: 'error.no_plan_available', status: 409 };
  }
}

/** Nothing to cancel: no subscription, already canceled, or a cancellation already pending. */
export class CancelSubscriptionFailed extends Data.TaggedError('CancelSubscriptionFailed')<{
  readonly reason: 'no_subscription' | 'already_canceled' | 'cancellation_pending';
}> {
  answer(): Answer {
    return { code: 'error.cancel_subscription_failed', status: 409 };
  }
}

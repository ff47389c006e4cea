import { Data } from 'effect';
import type { Answer } from '../../errors';

/*
 * Referral clicks. A click id is one browser's visit through one code's link, so an id already
 * counted for another code is not a resend: it is refused as a money route refuses a reused key.
 */

/** The click id was counted for another referral code. */
export class ClickIdReused extends Data.TaggedError('ClickIdReused')<{
  readonly clickId: string;
  readonly countedFor: string;
}> {
  answer(): Answer {
    return { code: 'error.idempotency_key_reused', status: 422 };
  }
}

import { Data } from 'effect';
import type { Answer } from '../../errors';

/* The partner view. */

/** A partner asked for another partner's records. */
export class NotThisPartner extends Data.TaggedError('NotThisPartner')<{ readonly partnerId: string }> {
  answer(): Answer {
    return { code: 'error.forbidden', status: 403 };
  }
}

/** A member's contact information the partner already decided. */
export class ContactAlreadyReviewed extends Data.TaggedError('ContactAlreadyReviewed')<{ readonly memberId: string }> {
  answer(): Answer {
    return { code: 'error.validation', status: 409, detail: 'This contact information was already reviewed' };
  }
}

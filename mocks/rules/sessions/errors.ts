import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Bearer sessions. */

/** The token is unknown or expired, or its user is gone. */
export class SessionInvalid extends Data.TaggedError('SessionInvalid')<{ readonly token: string }> {
  answer(): Answer {
    return { code: 'error.unauthorized', status: 401 };
  }
}

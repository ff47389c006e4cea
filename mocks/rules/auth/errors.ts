import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Sign-in, registration, e-mail verification and passwords. */

/** The captcha token is not the mock widget's. */
export class CaptchaInvalid extends Data.TaggedError('CaptchaInvalid')<{ readonly token: string }> {
  answer(): Answer {
    return { code: 'error.invalid_captcha', status: 400 };
  }
}

/** Too many failed sign-ins in a row: the e-mail is locked for a while. */
export class LoginLocked extends Data.TaggedError('LoginLocked')<{ readonly email: string }> {
  answer(): Answer {
    return { code: 'error.too_many_login_failures', status: 429 };
  }
}

/** Unknown e-mail or wrong password (the answer does not say which). */
export class InvalidCredentials extends Data.TaggedError('InvalidCredentials')<{ readonly email: string }> {
  answer(): Answer {
    return { code: 'error.invalid_credentials', status: 401 };
  }
}

export class EmailAlreadyRegistered extends Data.TaggedError('EmailAlreadyRegistered')<{ readonly email: string }> {
  answer(): Answer {
    return { code: 'error.email_already_registered', status: 409 };
  }
}

/** An e-mailed code that ran out, or that nobody asked for. */
export class VerificationLinkExpired extends Data.TaggedError('VerificationLinkExpired')<{ readonly email: string }> {
  answer(): Answer {
    return { code: 'error.verification_link_expired', status: 400 };
  }
}

/** A password-reset link that is not the mock's, or with nobody to reset. */
export class ResetLinkExpired extends Data.TaggedError('ResetLinkExpired')<{ readonly token: string }> {
  answer(): Answer {
    return { code: 'error.verification_link_expired', status: 400 };
  }
}

export class InvalidVerificationCode extends Data.TaggedError('InvalidVerificationCode')<{ readonly email: string }> {
  answer(): Answer {
    return { code: 'error.invalid_verification_code', status: 400 };
  }
}

/** A password change whose old password is wrong. */
export class CurrentPasswordWrong extends Data.TaggedError('CurrentPasswordWrong')<{ readonly userId: string }> {
  answer(): Answer {
    return { code: 'error.current_password_wrong', status: 400 };
  }
}

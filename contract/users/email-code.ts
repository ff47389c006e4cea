/*
 * Sending the sign-up code again (designed: the spec names no limit). One rule for the server,
 * which refuses to send sooner, and for the verify step, which counts the wait down on its button.
 */

/** Seconds between two codes sent to one e-mail. */
export const EMAIL_CODE_RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds before another code may be sent, the last one having gone out at `sentAtMs`; 0 when it may. */
export const resendWaitSeconds = (sentAtMs: number, nowMs: number): number =>
  Math.max(0, Math.ceil((sentAtMs + EMAIL_CODE_RESEND_COOLDOWN_SECONDS * 1000 - nowMs) / 1000));

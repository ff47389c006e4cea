import { EMAIL_CODE_RESEND_COOLDOWN_SECONDS, resendWaitSeconds } from '@contract/users/email-code';
import { useEffect, useState } from 'react';

/** "0:42": the wait as a clock shows it. */
export const formatWait = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The seconds left before another code may be asked for, ticking down once a second. `answered`
 * is the server's `resendAfterSeconds`, relative to now, so the browser's clock does not matter;
 * the count itself is the server's rule, `resendWaitSeconds`.
 */
export const useResendCooldown = (answered: number) => {
  const sentAtOf = (wait: number) => Date.now() - (EMAIL_CODE_RESEND_COOLDOWN_SECONDS - wait) * 1000;
  const [sentAt, setSentAt] = useState(() => sentAtOf(answered));
  const [now, setNow] = useState(() => Date.now());
  const wait = resendWaitSeconds(sentAt, now);
  const counting = wait > 0;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  return {
    wait,
    /** A new answer of the server (a code sent, or the seconds still to wait) restarts the count. */
    restart: (resendAfterSeconds: number) => {
      setSentAt(sentAtOf(resendAfterSeconds));
      setNow(Date.now());
    },
  };
};

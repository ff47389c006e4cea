import type { ComponentType, ReactNode } from 'react';
import type { LiveCaptchaProviderId } from '@/lib/config';

/** What the token is for; Turnstile records it with the token, so the server can check it. */
export type CaptchaAction = 'register' | 'forgot_password';

/** The providers the app can run: the mock in mock and demo builds, a real one in live builds. */
export type CaptchaProviderId = 'mock' | LiveCaptchaProviderId;

export interface CaptchaWidgetProps {
  /** The call the token is for. */
  action?: CaptchaAction;
  /** A validation message shown with the check, e.g. "Please confirm that you are not a robot". */
  error?: ReactNode;
  /** Called when the user passes the check, or when a passed check lapses. */
  onSolvedChange?: (solved: boolean) => void;
}

/**
 * A captcha behind one interface: the form renders `Widget` (a robot check, or
 * nothing for invisible providers) and asks `getToken` right before the call
 * that needs it. One provider instance serves one form.
 */
export interface CaptchaProvider {
  readonly id: CaptchaProviderId;
  /** The robot check the user sees. */
  readonly Widget: ComponentType<CaptchaWidgetProps>;
  /** A token for the API's `captchaToken`; rejects with `CaptchaUnsolvedError` while the check is not passed. */
  getToken: (action: CaptchaAction) => Promise<string>;
  /** Clears the check: tokens are single-use, so a form resets it after every attempt. */
  reset: () => void;
}

export class CaptchaUnsolvedError extends Error {
  override readonly name = 'CaptchaUnsolvedError';
  constructor() {
    super('The robot check has not been passed');
  }
}

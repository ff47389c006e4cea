import { CARD_ACTIVATION_CODE } from '@mocks/rules/payments/cards';
import { MOCK_CAPTCHA_TOKEN, MOCK_RESET_TOKEN } from '@mocks/rules/auth';
import { DEFAULT_EMAIL_CODE } from '@mocks/scenario';
import type { RunInputs } from '../../../scripts/contract-check/adjustments';

/** What mock:serve's captcha widget, e-mails, reset links and card statements carry: `contract:check`'s sandbox inputs. */
export const MOCK_INPUTS = {
  captchaToken: MOCK_CAPTCHA_TOKEN,
  emailCode: DEFAULT_EMAIL_CODE,
  resetToken: MOCK_RESET_TOKEN,
  cardCode: CARD_ACTIVATION_CODE,
} as const satisfies RunInputs;

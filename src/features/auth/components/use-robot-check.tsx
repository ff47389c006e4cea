import type { ReactNode } from 'react';
import { CaptchaUnsolvedError, useCaptcha, type CaptchaAction } from '@/lib/captcha';
import { validationMessage } from '@/lib/validation';

/** The part of a schema form that holds the robot check as a `robotCheck` box. */
interface RobotCheckForm {
  setFieldValue: (path: 'robotCheck', value: boolean) => void;
  setFieldError: (path: 'robotCheck', error: ReactNode) => void;
  errorOf: (path: 'robotCheck') => ReactNode;
}

/** The captcha of a form whose schema has `robotCheck: checkedField('captchaRequired')`. */
export const useRobotCheck = (form: RobotCheckForm, action: CaptchaAction) => {
  const captcha = useCaptcha();

  // Captcha tokens are single-use: after any attempt the user passes the check again.
  const reset = () => {
    captcha.reset();
    form.setFieldValue('robotCheck', false);
  };

  /** The token for the call, or null (with the field's message shown) when the check lapsed. */
  const getToken = async (): Promise<string | null> => {
    try {
      return await captcha.getToken(action);
    } catch (error) {
      if (!(error instanceof CaptchaUnsolvedError)) throw error;
      reset();
      form.setFieldError('robotCheck', validationMessage('captchaRequired'));
      return null;
    }
  };

  // Until the provider's module has loaded, the Widget is a placeholder with an accessible label.
  const widget = (
    <captcha.Widget
      action={action}
      error={form.errorOf('robotCheck')}
      onSolvedChange={(solved) => form.setFieldValue('robotCheck', solved)}
    />
  );

  return { widget, getToken, reset };
};

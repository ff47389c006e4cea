import { useState } from 'react';
import type { CaptchaProvider } from './captcha-provider';
import { createCaptchaProvider } from './create-captcha-provider';

/** A captcha for one form, kept for the form's lifetime. */
export const useCaptcha = (): CaptchaProvider => useState(() => createCaptchaProvider())[0];

export * from './captcha-provider';
export * from './create-captcha-provider';
export * from './use-captcha';

/**
 * What the mock robot check hands out. A module of its own, with no React, so the mock provider and the
 * tests share it without importing the mock's component. The mock backend cannot import the app (lint),
 * so `mocks/rules/auth.ts` keeps an equal constant; `tests/unit/captcha/mock-token.test.ts` pins the two.
 */
export const MOCK_CAPTCHA_TOKEN = 'mock-captcha-token';

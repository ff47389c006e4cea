import { describe, expect, it } from 'vitest';
import { MOCK_CAPTCHA_TOKEN as BACKEND_TOKEN } from '@mocks/rules/auth';
import { MOCK_CAPTCHA_TOKEN } from '@/lib/captcha/mock-token';

describe('the mock robot check token', () => {
  // The mock backend may not import the app, so it keeps its own copy.
  it('is the one the mock backend accepts', () => {
    expect(BACKEND_TOKEN).toBe(MOCK_CAPTCHA_TOKEN);
  });
});

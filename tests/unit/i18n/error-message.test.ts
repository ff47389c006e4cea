import { KNOWN_ERROR_CODES } from '@contract/common/error.schema';
import { describe, expect, it, vi } from 'vitest';
import { errorMessageKey, resolveErrorMessage, type ErrorTranslator } from '@/lib/i18n/error-message';
import enErrors from '@locales/en/errors.json';
import viErrors from '@locales/vi/errors.json';

const hasMessage = (messages: Record<string, string>, key: string): boolean =>
  typeof messages[key] === 'string' && messages[key].trim() !== '';

describe('error messages', () => {
  it('every known code carries the "error." prefix the keys are derived from', () => {
    expect(KNOWN_ERROR_CODES.filter((code) => !code.startsWith('error.'))).toEqual([]);
  });

  it.each([
    ['vi', viErrors],
    ['en', enErrors],
  ])('every known error code has a %s message', (_locale, messages: Record<string, string>) => {
    const missing = KNOWN_ERROR_CODES.map((code) => code.replace(/^error\./, '')).filter(
      (key) => !hasMessage(messages, key),
    );
    expect(missing).toEqual([]);
    for (const key of ['network', 'unknown', 'withStatus']) expect(hasMessage(messages, key), key).toBe(true);
  });

  it('uses the spec wording for the catalogue messages', () => {
    expect(enErrors.too_many_login_failures).toMatch(/Too many failures.*10 minutes/);
    expect(enErrors.gift_code_unavailable).toBe('Gift code has expired or is not available.');
    expect(enErrors.ticket_in_process).toMatch(/ticket is already in process.*wait for admin/i);
    expect(viErrors.too_many_login_failures).toContain('10 phút');
    expect(enErrors.too_many_activation_failures).toMatch(/Too many failures.*10 minutes/);
    expect(viErrors.too_many_activation_failures).toContain('10 phút');
  });
});

describe('errorMessageKey', () => {
  it('maps a known code to its errors: key', () => {
    expect(errorMessageKey('error.too_many_login_failures')).toBe('errors:too_many_login_failures');
    expect(errorMessageKey('error.user_was_blocked')).toBe('errors:user_was_blocked');
  });

  it('returns null for an unknown, unprefixed or missing code', () => {
    expect(errorMessageKey('error.something_new')).toBeNull();
    expect(errorMessageKey('too_many_login_failures')).toBeNull();
    expect(errorMessageKey('')).toBeNull();
    expect(errorMessageKey(undefined)).toBeNull();
  });
});

describe('resolveErrorMessage', () => {
  const t = vi.fn<ErrorTranslator>((key) => `translated ${key}`);

  it('prefers the message the server sent', () => {
    const body = {
      code: 'error.too_many_login_failures',
      messageCode: 'error.user_was_blocked',
      message: 'Server says no',
    };
    expect(resolveErrorMessage(t, body)).toBe('Server says no');
    expect(t).not.toHaveBeenCalled();
  });

  it('falls back to the translated code when the message is missing or blank', () => {
    expect(resolveErrorMessage(t, { code: 'error.gift_code_unavailable', message: '  ' })).toBe(
      'translated errors:gift_code_unavailable',
    );
  });

  it('uses the code before the messageCode', () => {
    const body = { code: 'error.ticket_in_process', messageCode: 'error.user_was_blocked' };
    expect(resolveErrorMessage(t, body)).toBe('translated errors:ticket_in_process');
  });

  it('uses the messageCode when the code is unknown', () => {
    const body = { code: 'error.something_new', messageCode: 'error.user_was_blocked' };
    expect(resolveErrorMessage(t, body)).toBe('translated errors:user_was_blocked');
  });

  it('reads as unknown when nothing is recognised', () => {
    expect(resolveErrorMessage(t, { code: 'error.something_new' })).toBe('translated errors:unknown');
    expect(resolveErrorMessage(t, {})).toBe('translated errors:unknown');
    expect(resolveErrorMessage(t, undefined)).toBe('translated errors:unknown');
  });
});

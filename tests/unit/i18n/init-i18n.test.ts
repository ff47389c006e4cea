// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLED_NAMESPACES, changeLocale, initI18n, loadScreenNamespaces, resolveErrorMessage } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
});
afterEach(() => window.localStorage.clear());

describe('initI18n', () => {
  it('starts in Vietnamese with only vi bundled when nothing is stored', async () => {
    const i18n = await initI18n();
    expect(i18n.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(i18n.t('language.label')).toBe('Ngôn ngữ');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('starts in the stored language and loads it before resolving', async () => {
    window.localStorage.setItem(STORAGE_KEYS.locale, 'en');
    const i18n = await initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('language.label')).toBe('Language');
    expect(i18n.t('errors:too_many_login_failures')).toBe('Too many failures, please try again in 10 minutes.');
  });

  it('ignores a stored value that is not a supported locale', async () => {
    window.localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    const i18n = await initI18n();
    expect(i18n.language).toBe('vi');
  });
});

describe('changeLocale', () => {
  it('loads en lazily, switches, persists the choice and sets <html lang>', async () => {
    const i18n = await initI18n();
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(false);

    await changeLocale('en');

    expect(i18n.language).toBe('en');
    for (const ns of BUNDLED_NAMESPACES) expect(i18n.hasResourceBundle('en', ns)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('actions.save')).toBe('Save');

    await changeLocale('vi');
    expect(i18n.t('actions.save')).toBe('Lưu');
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('keeps the last choice when a quick switch back overtakes the en download', async () => {
    const i18n = await initI18n();
    const toEnglish = changeLocale('en');
    const backToVietnamese = changeLocale('vi');
    await Promise.all([toEnglish, backToVietnamese]);

    expect(i18n.language).toBe('vi');
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('switches the instance it is given', async () => {
    const first = await initI18n();
    await initI18n();
    await changeLocale('en', first);
    expect(first.language).toBe('en');
  });
});

describe('loadScreenNamespaces', () => {
  it('loads a screen namespace only when asked, in vi too, and follows a language switch', async () => {
    const i18n = await initI18n();
    expect(i18n.hasResourceBundle('vi', 'help')).toBe(false);

    await loadScreenNamespaces('help');
    expect(i18n.hasResourceBundle('vi', 'help')).toBe(true);

    await changeLocale('en');
    expect(i18n.hasResourceBundle('en', 'help')).toBe(true);
  });
});

describe('translations', () => {
  it('interpolates validation limits in both languages', async () => {
    const i18n = await initI18n();
    expect(i18n.t('validation:nameLength', { min: 3, max: 100 })).toBe('Tên phải có từ 3 đến 100 ký tự.');
    expect(i18n.t('validation:amountInvalid', { min: 5_000, max: 10_000_000 })).toBe(
      'Số tiền không hợp lệ. Vui lòng nhập từ 50\u00a0$ đến 100.000\u00a0$.',
    );
    await changeLocale('en');
    expect(i18n.t('validation:passwordMin', { min: 6 })).toBe('Password must be at least 6 characters.');
    expect(i18n.t('validation:imageTooLarge', { maxMb: 5 })).toBe('Image size must not exceed 5MB.');
    expect(i18n.t('errors:withStatus', { status: 503 })).toBe('Something went wrong (error 503). Please try again.');
  });

  it('formats amounts in messages with the app’s money format of the message’s language', async () => {
    const i18n = await initI18n();
    expect(i18n.t('validation:amountInvalid', { min: 100, max: 125_050 })).toBe(
      // Intl puts a no-break space before the symbol.
      'Số tiền không hợp lệ. Vui lòng nhập từ 1\u00a0$ đến 1.250,50\u00a0$.',
    );
    await changeLocale('en');
    expect(i18n.t('validation:amountInvalid', { min: 100, max: 125_000 })).toBe(
      'Invalid amount. Please enter an amount from $1 to $1,250.',
    );
  });

  it('does not HTML-escape interpolated values (React escapes them)', async () => {
    const i18n = await initI18n();
    expect(i18n.t('errors:verificationRejectedWithReason', { reason: 'Tên <shop> & "URL"' })).toContain(
      'Lý do: Tên <shop> & "URL"',
    );
  });

  it('resolves error bodies with the real translator', async () => {
    const i18n = await initI18n();
    expect(resolveErrorMessage(i18n.t, { code: 'error.gift_code_unavailable' })).toBe(
      'Mã quà tặng đã hết hạn hoặc không khả dụng.',
    );
    expect(resolveErrorMessage(i18n.t, { code: 'error.brand_new' })).toBe('Đã có lỗi xảy ra. Vui lòng thử lại.');
  });

  it('type-checks keys against the vi resources', async () => {
    const i18n = await initI18n();
    const checked: string = i18n.t('errors:ticket_in_process');
    // @ts-expect-error a key that does not exist is a type error
    const unchecked: string = i18n.t('errors:no_such_code');
    expect(checked).toMatch(/^Đang có một yêu cầu/);
    expect(unchecked).toBe('no_such_code');
  });
});

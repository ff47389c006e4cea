// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaProvider } from '@/lib/captcha';
import { changeLocale, initI18n } from '@/lib/i18n';
import { createFakeVendor } from './fake-vendor';
import { CALL_ONLOAD, serveScripts } from './script-network';

afterEach(() => cleanup());
beforeEach(async () => {
  // Each test loads the vendor's script anew: the providers keep a loaded API for the page's lifetime.
  vi.resetModules();
  window.localStorage.clear();
  await initI18n();
});

const SITE_KEY = '0x4AAAAAAAsiteKey';

const VENDORS = [
  {
    id: 'turnstile',
    global: 'turnstile',
    create: async () => (await import('@/lib/captcha/turnstile-provider')).createTurnstileProvider,
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    scriptLanguage: false,
    // The language and the action are render options.
    renderOptions: (language: string) => ({ sitekey: SITE_KEY, language, action: 'register' }),
    removesWidget: true,
  },
  {
    id: 'recaptcha',
    global: 'grecaptcha',
    create: async () => (await import('@/lib/captcha/recaptcha-provider')).createRecaptchaProvider,
    script: 'https://www.google.com/recaptcha/api.js',
    scriptLanguage: true,
    renderOptions: () => ({ sitekey: SITE_KEY }),
    // reCAPTCHA v2 has no remove(): its element goes.
    removesWidget: false,
  },
  {
    id: 'hcaptcha',
    global: 'hcaptcha',
    create: async () => (await import('@/lib/captcha/hcaptcha-provider')).createHcaptchaProvider,
    script: 'https://js.hcaptcha.com/1/api.js',
    scriptLanguage: true,
    renderOptions: (language: string) => ({ sitekey: SITE_KEY, hl: language }),
    removesWidget: true,
  },
] as const;

const TEXTS = {
  vi: { loading: 'Đang tải bước xác minh bạn không phải là người máy', retry: 'Thử lại' },
  en: { loading: 'Loading the robot check', retry: 'Try again' },
};

describe.each(VENDORS)('the $id provider', (vendor) => {
  /** The provider, freshly imported, with the fake vendor on the page and its script served. */
  const setUp = async (answer: (url: URL) => string | null = () => CALL_ONLOAD) => {
    const createProvider = await vendor.create();
    const { CaptchaUnsolvedError } = await import('@/lib/captcha/captcha-provider');
    const fake = createFakeVendor();
    vi.stubGlobal(vendor.global, fake.api);
    const requested = serveScripts(answer);
    const captcha = createProvider(SITE_KEY);
    const onSolvedChange = vi.fn();
    return { captcha, fake, requested, onSolvedChange, CaptchaUnsolvedError };
  };

  const mount = (captcha: CaptchaProvider, onSolvedChange: (solved: boolean) => void) =>
    render(
      <MantineProvider>
        <captcha.Widget action="register" onSolvedChange={onSolvedChange} />
      </MantineProvider>,
    );

  it("loads the vendor's script only when the widget mounts, renders it explicitly with the site key, in the page's language", async () => {
    await act(() => changeLocale('en'));
    const { captcha, fake, requested, onSolvedChange } = await setUp();
    expect(requested).toEqual([]);

    mount(captcha, onSolvedChange);

    expect(screen.getByRole('status', { name: TEXTS.en.loading })).toBeTruthy();
    await waitFor(() => expect(fake.api.render).toHaveBeenCalledOnce());
    expect(screen.queryByRole('status', { name: TEXTS.en.loading })).toBeNull();
    expect(screen.getByText('Vendor widget')).toBeTruthy();

    expect(requested).toHaveLength(1);
    const url = new URL(requested[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(vendor.script);
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(typeof Reflect.get(window, url.searchParams.get('onload') ?? '')).toBe('function');
    expect(url.searchParams.get('hl')).toBe(vendor.scriptLanguage ? 'en' : null);
    expect(fake.last().options).toMatchObject(vendor.renderOptions('en'));
  });

  it('refuses a token until the callback gives one, and again after it expires or fails', async () => {
    const { captcha, fake, onSolvedChange, CaptchaUnsolvedError } = await setUp();
    mount(captcha, onSolvedChange);
    await waitFor(() => expect(fake.api.render).toHaveBeenCalledOnce());
    expect(fake.last().options).toMatchObject(vendor.renderOptions('vi'));

    await expect(captcha.getToken('register')).rejects.toBeInstanceOf(CaptchaUnsolvedError);

    fake.solve('vendor-token-1');
    expect(onSolvedChange).toHaveBeenLastCalledWith(true);
    await expect(captcha.getToken('register')).resolves.toBe('vendor-token-1');

    fake.expire();
    expect(onSolvedChange).toHaveBeenLastCalledWith(false);
    await expect(captcha.getToken('register')).rejects.toBeInstanceOf(CaptchaUnsolvedError);

    fake.solve('vendor-token-2');
    await expect(captcha.getToken('forgot_password')).resolves.toBe('vendor-token-2');
    fake.fail();
    expect(onSolvedChange).toHaveBeenLastCalledWith(false);
    await expect(captcha.getToken('forgot_password')).rejects.toBeInstanceOf(CaptchaUnsolvedError);
  });

  it("resets the vendor's widget on reset(), so a used token is not offered again", async () => {
    const { captcha, fake, onSolvedChange, CaptchaUnsolvedError } = await setUp();
    mount(captcha, onSolvedChange);
    await waitFor(() => expect(fake.api.render).toHaveBeenCalledOnce());
    fake.solve('vendor-token');

    captcha.reset();

    expect(fake.api.reset).toHaveBeenCalledWith(fake.last().id);
    expect(fake.api.getResponse(fake.last().id)).toBe('');
    await expect(captcha.getToken('register')).rejects.toBeInstanceOf(CaptchaUnsolvedError);
  });

  it('takes the widget away with the form', async () => {
    const { captcha, fake, onSolvedChange } = await setUp();
    const view = mount(captcha, onSolvedChange);
    await waitFor(() => expect(fake.api.render).toHaveBeenCalledOnce());
    const { container, id } = fake.last();

    view.unmount();

    expect(container.isConnected).toBe(false);
    if (vendor.removesWidget) expect(fake.api.remove).toHaveBeenCalledWith(id);
  });

  it('says so when the script fails to load, and loads it again on retry', async () => {
    let reachable = false;
    const { captcha, fake, requested, onSolvedChange } = await setUp(() => (reachable ? CALL_ONLOAD : null));
    mount(captcha, onSolvedChange);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Không tải được bước xác minh bạn không phải là người máy. Vui lòng kiểm tra kết nối mạng rồi thử lại.',
    );
    expect(fake.api.render).not.toHaveBeenCalled();

    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: TEXTS.vi.retry }));

    expect(screen.getByRole('status', { name: TEXTS.vi.loading })).toBeTruthy();
    await waitFor(() => expect(fake.api.render).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requested).toHaveLength(2);
    expect(requested[1]).toBe(requested[0]);
  });
});

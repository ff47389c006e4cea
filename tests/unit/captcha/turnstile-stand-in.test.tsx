// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { CaptchaUnsolvedError } from '@/lib/captcha';
import { createTurnstileProvider } from '@/lib/captcha/turnstile-provider';
import { parseAppConfig } from '@/lib/config';
import { initI18n } from '@/lib/i18n';
import { renderWithApp } from '../auth/render-auth';
import { testConfig } from './live-config';
import { serveScripts } from './script-network';

vi.mock('@/lib/config', async (importOriginal) => (await import('./live-config')).configMock(importOriginal));

/** The stand-in browser tests route Turnstile's script to, served here at the same URL. */
const STAND_IN = readFileSync('tests/stand-ins/turnstile.js', 'utf8');
const serveStandIn = () =>
  serveScripts((url) =>
    `${url.origin}${url.pathname}` === 'https://challenges.cloudflare.com/turnstile/v0/api.js' ? STAND_IN : null,
  );

const SITE_KEY = '0x4AAAAAAAsiteKey';
const TOKEN = 'stand-in-turnstile-token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(async () => {
  window.localStorage.clear();
  testConfig.current = parseAppConfig({
    VITE_API_MODE: 'live',
    VITE_CAPTCHA_PROVIDER: 'turnstile',
    VITE_CAPTCHA_SITE_KEY: SITE_KEY,
  });
  await initI18n();
});

describe('the Turnstile stand-in', () => {
  it('plays Turnstile for the provider: render, token on click, reset, remove', async () => {
    const requested = serveStandIn();
    const captcha = createTurnstileProvider(SITE_KEY);
    const onSolvedChange = vi.fn();
    const view = render(
      <MantineProvider>
        <captcha.Widget action="forgot_password" onSolvedChange={onSolvedChange} />
      </MantineProvider>,
    );

    const check = await screen.findByRole('checkbox', { name: 'Verify you are human' });
    expect(requested).toHaveLength(1);
    const widget = check.closest('[data-sitekey]');
    expect(widget).toBeInstanceOf(HTMLElement);
    expect({ ...(widget as HTMLElement).dataset }).toEqual({
      sitekey: SITE_KEY,
      action: 'forgot_password',
      language: 'vi',
    });
    await expect(captcha.getToken('forgot_password')).rejects.toBeInstanceOf(CaptchaUnsolvedError);

    fireEvent.click(check);

    expect(onSolvedChange).toHaveBeenLastCalledWith(true);
    await expect(captcha.getToken('forgot_password')).resolves.toBe(TOKEN);

    captcha.reset();

    expect(check).toHaveProperty('checked', false);
    await expect(captcha.getToken('forgot_password')).rejects.toBeInstanceOf(CaptchaUnsolvedError);

    view.unmount();
    expect(widget?.isConnected).toBe(false);
  });

  it('is the robot check of the forgot-password form in a live build: required, sent, reset after each attempt', async () => {
    serveStandIn();
    const tokens: (string | null)[] = [];
    let refuse = true;
    server.use(
      http.post('*/api/users/forgot-password', ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('captchaToken'));
        return refuse
          ? HttpResponse.json(
              { code: 'error.invalid_captcha', messageCode: 'error.invalid_captcha', message: 'Captcha refused' },
              { status: 400 },
            )
          : HttpResponse.json({ success: true });
      }),
    );
    await renderWithApp(<ForgotPasswordForm />);
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' }));

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'lan@example.com' } });
    const check = await screen.findByRole('checkbox', { name: 'Verify you are human' });
    send();
    expect(await screen.findByText('Vui lòng xác nhận bạn không phải là người máy.')).toBeTruthy();
    expect(tokens).toEqual([]);

    fireEvent.click(check);
    send();
    expect((await screen.findByRole('alert')).textContent).toContain('Captcha refused');
    await waitFor(() => expect(check).toHaveProperty('checked', false));

    refuse = false;
    fireEvent.click(check);
    await act(async () => send());
    expect((await screen.findByRole('status')).textContent).toContain('Nếu có tài khoản dùng email này');
    expect(tokens).toEqual([TOKEN, TOKEN]);
  });
});

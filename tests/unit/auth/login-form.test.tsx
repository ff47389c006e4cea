// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { changeLocale } from '@/lib/i18n';
import { readAccessToken } from '@/lib/storage';
import { OPEN_REDIRECT_PAYLOADS } from '../../fixtures/open-redirect-payloads';
import { demoInfo, renderWithApp, startApp } from './render-auth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(async () => {
  window.localStorage.clear();
  await startApp('vi');
});

const loginAnswers = (respond: (body: unknown) => Response | Promise<Response>) => {
  const requests: unknown[] = [];
  server.use(
    http.post('*/api/users/login', async ({ request }) => {
      const body: unknown = await request.json();
      requests.push(body);
      return respond(body);
    }),
  );
  return requests;
};

const signedIn = () =>
  HttpResponse.json({ idToken: 'token-from-server', expiresAt: '2026-06-01T00:00:00.000Z' }, { status: 200 });

const fillAndSubmit = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Mật khẩu/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
};

describe('LoginForm', () => {
  it('shows the translated messages of empty fields on submit and sends nothing', async () => {
    const requests = loginAnswers(signedIn);
    await renderWithApp(<LoginForm onSignedIn={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findAllByText('Trường này là bắt buộc.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('checks the e-mail on submit and clears the message once the field changes', async () => {
    await renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    const email = screen.getByLabelText(/^Email/);

    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(screen.queryByText('Vui lòng nhập địa chỉ email hợp lệ.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Vui lòng nhập địa chỉ email hợp lệ.')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'seller@example.com' } });
    expect(screen.queryByText('Vui lòng nhập địa chỉ email hợp lệ.')).toBeNull();
  });

  it('shows the messages in English, also those already on screen when the language changes', async () => {
    await renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findAllByText('Trường này là bắt buộc.')).toHaveLength(2);

    await act(() => changeLocale('en'));

    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('signs in, stores the token and goes to a same-site redirect', async () => {
    const requests = loginAnswers(signedIn);
    const onSignedIn = vi.fn();
    await renderWithApp(<LoginForm redirect="/payment?tab=history" onSignedIn={onSignedIn} />);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }));
    fillAndSubmit('  seller@example.com ', 'secret-1');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/payment?tab=history'));
    expect(readAccessToken()).toBe('token-from-server');
    expect(requests).toEqual([{ email: 'seller@example.com', password: 'secret-1', rememberMe: true }]);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('goes to the dashboard instead of the unsafe redirect %s', async (redirect) => {
    loginAnswers(signedIn);
    const onSignedIn = vi.fn();
    await renderWithApp(<LoginForm redirect={redirect} onSignedIn={onSignedIn} />);

    fillAndSubmit('seller@example.com', 'secret-1');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/'));
  });

  it("shows the server's message, such as the lockout, in an alert", async () => {
    loginAnswers(() =>
      HttpResponse.json(
        {
          code: 'error.too_many_login_failures',
          messageCode: 'error.too_many_login_failures',
          message: 'Too many failures, try again in 10 minutes',
        },
        { status: 429 },
      ),
    );
    const onSignedIn = vi.fn();
    await renderWithApp(<LoginForm onSignedIn={onSignedIn} />);

    fillAndSubmit('seller@example.com', 'wrong-pass');

    expect((await screen.findByRole('alert')).textContent).toContain('Too many failures, try again in 10 minutes');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readAccessToken()).toBeNull();
  });

  it('falls back to the translated message when the server sends none', async () => {
    loginAnswers(() =>
      HttpResponse.json(
        { code: 'error.invalid_credentials', messageCode: 'error.invalid_credentials', message: '' },
        { status: 400 },
      ),
    );
    await renderWithApp(<LoginForm onSignedIn={vi.fn()} />);

    fillAndSubmit('seller@example.com', 'wrong-pass');

    expect((await screen.findByRole('alert')).textContent).toContain('Email hoặc mật khẩu không đúng.');
  });

  it('prefills the e-mail passed from sign-up', async () => {
    await renderWithApp(<LoginForm defaultEmail="new@example.com" onSignedIn={vi.fn()} />);
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'new@example.com');
  });

  it('shows the demo account and fills the form with it', async () => {
    await renderWithApp(<LoginForm onSignedIn={vi.fn()} />, { demo: demoInfo() });

    const box = screen.getByRole('region', { name: 'Tài khoản demo' });
    expect(box.textContent).toContain('Kịch bản: Người bán mới');
    expect(box.textContent).toContain('demo@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Dùng tài khoản demo' }));

    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'demo@example.com');
    expect(screen.getByLabelText(/^Mật khẩu/)).toHaveProperty('value', 'demo-pass-1');
  });

  it('shows no demo box outside mock and demo builds', async () => {
    await renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Tài khoản demo' })).toBeNull();
  });

  it('links to forgot-password and sign-up, and names every control', async () => {
    await renderWithApp(<LoginForm onSignedIn={vi.fn()} />);

    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Đăng ký ngay' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: 'Hiện mật khẩu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tiếp tục với Facebook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tiếp tục với Google' })).toBeTruthy();
  });

  it('sends the browser to the social provider with the safe redirect only', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderWithApp(<LoginForm redirect="/my-ads-account" onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục với Facebook' }));
    expect(assign).toHaveBeenCalledWith('/api/users/facebook/auth?redirect=%2Fmy-ads-account');
    cleanup();

    await renderWithApp(<LoginForm redirect="https://evil.example" onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục với Google' }));
    expect(assign).toHaveBeenLastCalledWith('/api/users/google/auth?redirect=%2F');
  });
});

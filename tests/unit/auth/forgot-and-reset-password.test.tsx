// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { renderWithApp, startApp } from './render-auth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(async () => {
  window.localStorage.clear();
  await startApp('en');
});

describe('ForgotPasswordForm', () => {
  it('asks for the robot check, then sends the e-mail with the captcha token', async () => {
    const calls: { captchaToken: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/users/forgot-password', async ({ request }) => {
        calls.push({ captchaToken: new URL(request.url).searchParams.get('captchaToken'), body: await request.json() });
        return HttpResponse.json({ success: true });
      }),
    );
    await renderWithApp(<ForgotPasswordForm />);

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'lan@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please confirm that you are not a robot.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account exists for this email, we sent a reset link.',
    );
    expect(calls).toEqual([{ captchaToken: 'mock-captcha-token', body: { email: 'lan@example.com' } }]);
  });

  it("shows the server's message when the captcha is refused", async () => {
    server.use(
      http.post('*/api/users/forgot-password', () =>
        HttpResponse.json(
          { code: 'error.invalid_captcha', messageCode: 'error.invalid_captcha', message: 'Captcha refused' },
          { status: 400 },
        ),
      ),
    );
    await renderWithApp(<ForgotPasswordForm />);

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'lan@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Captcha refused');
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveProperty('checked', false);
  });
});

describe('ResetPasswordForm', () => {
  it('explains a link without a token and points to forgot-password', async () => {
    await renderWithApp(<ResetPasswordForm token={undefined} onReset={vi.fn()} />);

    expect(screen.getByRole('alert').textContent).toContain('This password reset link is invalid or incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('checks the length and the confirmation, then resets with the token', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/users/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    const onReset = vi.fn();
    await renderWithApp(<ResetPasswordForm token="reset-token-1" onReset={onReset} />);
    const password = screen.getByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm new password/);

    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(onReset).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'long-enough' } });
    fireEvent.change(confirmation, { target: { value: 'long-enougH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();

    fireEvent.change(confirmation, { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(bodies).toEqual([{ token: 'reset-token-1', password: 'long-enough' }]);
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { EmailVerificationBanner } from '@/features/profile/components/email-verification-banner';
import { SecurityTab } from '@/features/profile/components/security-tab';
import { withFallbackError } from '@/features/profile/profile-format';
import { loadScreenNamespaces } from '@/lib/i18n';
import { api, renderKit, setupKitTests } from '../kit/kit-test-utils';
import { setTestConfig } from '../shell/test-config';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupKitTests({ locale: 'en' });
beforeAll(() => loadScreenNamespaces('profile'));

const errorBody = (code: string, message = '') => ({ code, messageCode: code, message });

describe('Security tab', () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

  it('says the passwords do not match before anything is sent', async () => {
    renderKit(<SecurityTab />);
    fill('Current password', 'demo1234');
    fill('New password', 'secret123');
    fill('Confirm new password', 'secret124');
    submit();
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
  });

  it("shows the server's message for a wrong current password", async () => {
    server.use(
      http.patch(api('/api/users/change-password'), () =>
        HttpResponse.json(errorBody('error.current_password_wrong', 'Current password is wrong.'), { status: 400 }),
      ),
    );
    renderKit(<SecurityTab />);
    fill('Current password', 'wrong-one');
    fill('New password', 'secret123');
    fill('Confirm new password', 'secret123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is wrong.');
  });

  it('reads an answer that says nothing as "Change password failed"', async () => {
    server.use(http.patch(api('/api/users/change-password'), () => HttpResponse.json({}, { status: 500 })));
    renderKit(<SecurityTab />);
    fill('Current password', 'demo1234');
    fill('New password', 'secret123');
    fill('Confirm new password', 'secret123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Change password failed, please try again.');
  });

  it('sends the current and new password, says so and clears the form', async () => {
    let sent: unknown;
    server.use(
      http.patch(api('/api/users/change-password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    renderKit(<SecurityTab />);
    fill('Current password', 'demo1234');
    fill('New password', 'secret123');
    fill('Confirm new password', 'secret123');
    submit();
    expect(await screen.findByText('Your password was changed.')).toBeTruthy();
    expect(sent).toEqual({ oldPassword: 'demo1234', newPassword: 'secret123' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe(''));
  });
});

describe('E-mail verification banner', () => {
  const unverified = { email: 'lan@example.com', emailVerified: false };

  it('is not shown once the e-mail is verified, nor when the brand does not verify e-mails', () => {
    const { unmount } = renderKit(<EmailVerificationBanner user={{ ...unverified, emailVerified: true }} />);
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    unmount();
    setTestConfig({ VITE_FLAG_EMAIL_VERIFICATION: 'false' });
    renderKit(<EmailVerificationBanner user={unverified} />);
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('sends the link again and says where it went', async () => {
    server.use(http.post(api('/api/users/request-verify-email'), () => HttpResponse.json({ success: true })));
    renderKit(<EmailVerificationBanner user={unverified} />);
    expect(screen.getByText('Your e-mail is not verified yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to lan@example.com.')).toBeTruthy();
  });

  it('shows why the link could not be sent', async () => {
    server.use(
      http.post(api('/api/users/request-verify-email'), () =>
        HttpResponse.json(errorBody('error.too_many_login_failures'), { status: 429 }),
      ),
    );
    renderKit(<EmailVerificationBanner user={unverified} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failures, please try again in 10 minutes.');
  });
});

describe('withFallbackError', () => {
  it('keeps an answer with a message or a known code, and a call that got no answer', () => {
    const withMessage = { status: 400, body: errorBody('error.something_new', 'Nope') };
    const withCode = { status: 400, body: errorBody('error.current_password_wrong') };
    const network = new TypeError('Failed to fetch');
    for (const error of [withMessage, withCode, network]) {
      expect(withFallbackError(error, 'error.change_password_failed')).toBe(error);
    }
    expect(withFallbackError(null, 'error.change_password_failed')).toBeNull();
  });

  it('gives an answer that says nothing known the fallback code', () => {
    expect(withFallbackError({ status: 500, body: 'oops' }, 'error.change_password_failed')).toEqual({
      status: 500,
      body: errorBody('error.change_password_failed'),
    });
  });
});

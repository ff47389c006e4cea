// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterFlow } from '@/features/auth/components/register-flow';
import { MOCK_CAPTCHA_TOKEN } from '@/lib/captcha/mock-token';
import { getAppConfig } from '@/lib/config';
import { changeLocale } from '@/lib/i18n';
import { readAccessToken } from '@/lib/storage';
import { registeredEmailIn } from '@/features/auth/api/registered-account';
import { demoInfo, renderWithApp, startApp } from './render-auth';

// The phone box's region picker reads the calling codes (public: the guest has no account yet).
const server = setupServer(
  http.get('*/api/configuration/phone-region-codes', () =>
    HttpResponse.json([
      { phone_region_calling_code: '+84', phone_region_code: 'VN', phone_region_name: 'Vietnam' },
      { phone_region_calling_code: '+1', phone_region_code: 'US', phone_region_name: 'United States' },
    ]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await startApp('vi');
});

const errorBody = (code: string, message: string) => ({ code, messageCode: code, message });

interface RegisterCall {
  captchaToken: string | null;
  body: unknown;
}

const registerAnswers = (respond: () => Response) => {
  const calls: RegisterCall[] = [];
  server.use(
    http.post('*/api/users/register', async ({ request }) => {
      calls.push({ captchaToken: new URL(request.url).searchParams.get('captchaToken'), body: await request.json() });
      return respond();
    }),
  );
  return calls;
};

const codeSent =
  (resendAfterSeconds = 60) =>
  () =>
    HttpResponse.json(
      { email: 'lan@example.com', verificationRequired: true, codeLength: 6, resendAfterSeconds },
      { status: 201 },
    );

const SESSION = { idToken: 'tok-new-seller', expiresAt: '2026-01-06T02:00:00.000Z' };

const verifyAnswers = (respond: () => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/users/verify-email', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
};

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillValidForm = () => {
  type(/^Email/, 'lan@example.com');
  type(/^Họ và tên/, 'Nguyễn Thị Lan');
  type(/^Số điện thoại/, '0901 234 567');
  type(/^Tên người dùng Telegram/, '@lanshop');
  type(/^Mật khẩu/, 'secret-1');
  type(/^Xác nhận mật khẩu/, 'secret-1');
  fireEvent.click(screen.getByRole('checkbox', { name: /Tôi đồng ý với/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Tôi không phải là người máy/ }));
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));

describe('RegisterFlow', () => {
  it('shows every rule broken by an empty form, translated', async () => {
    const calls = registerAnswers(codeSent());
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);

    submit();

    expect(await screen.findByText('Vui lòng nhập số điện thoại.')).toBeTruthy();
    expect(screen.getByText('Vui lòng đồng ý với Chính sách quyền riêng tư và Điều khoản dịch vụ.')).toBeTruthy();
    expect(screen.getByText('Vui lòng xác nhận bạn không phải là người máy.')).toBeTruthy();
    // e-mail, name, Telegram, password and confirmation
    expect(screen.getAllByText('Trường này là bắt buộc.')).toHaveLength(5);
    expect(calls).toEqual([]);
  });

  it('checks the name length, the Telegram handle and the confirmation', async () => {
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);

    type(/^Họ và tên/, 'Lo');
    type(/^Tên người dùng Telegram/, 'lanshop');
    type(/^Mật khẩu/, 'secret-1');
    type(/^Xác nhận mật khẩu/, 'secret-2');
    submit();

    expect(await screen.findByText('Tên phải có từ 3 đến 100 ký tự.')).toBeTruthy();
    expect(screen.getByText('Tên người dùng Telegram phải bắt đầu bằng @.')).toBeTruthy();
    expect(screen.getByText('Mật khẩu xác nhận không khớp.')).toBeTruthy();
  });

  it('refuses a name with markup, in either language, and sends nothing', async () => {
    const calls = registerAnswers(codeSent());
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);

    fillValidForm();
    type(/^Họ và tên/, '<b>x</b>');
    submit();

    expect(
      await screen.findByText('Tên không được chứa thẻ HTML hoặc ký tự ẩn (như ký tự điều khiển hướng văn bản).'),
    ).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(
      screen.getByText("Names can't contain HTML tags or hidden characters (such as text-direction marks)."),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('prefills the referral code from the link', async () => {
    await renderWithApp(<RegisterFlow referralCode="LAN2026" onFinished={vi.fn()} onSignedIn={vi.fn()} />);
    expect(screen.getByLabelText(/^Mã giới thiệu/)).toHaveProperty('value', 'LAN2026');
  });

  it('links the terms and privacy policy of the brand', async () => {
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);
    const { terms, privacy } = getAppConfig().brand.guideLinks;
    expect(screen.getByRole('link', { name: 'Điều khoản dịch vụ' }).getAttribute('href')).toBe(terms);
    expect(screen.getByRole('link', { name: 'Chính sách quyền riêng tư' }).getAttribute('href')).toBe(privacy);
  });

  it('registers with the captcha token and the phone in E.164, then the e-mailed code signs the seller in', async () => {
    const calls = registerAnswers(codeSent());
    const verified = verifyAnswers(() =>
      HttpResponse.json({ email: 'lan@example.com', verified: true, session: SESSION }),
    );
    const onFinished = vi.fn();
    const onSignedIn = vi.fn();
    await renderWithApp(<RegisterFlow referralCode="LAN2026" onFinished={onFinished} onSignedIn={onSignedIn} />, {
      demo: demoInfo(),
    });

    fillValidForm();
    submit();

    const code = await screen.findByLabelText(/^Mã xác minh/);
    expect(calls).toEqual([
      {
        captchaToken: MOCK_CAPTCHA_TOKEN,
        body: {
          email: 'lan@example.com',
          name: 'Nguyễn Thị Lan',
          phone: '+84901234567',
          referralCode: 'LAN2026',
          telegram: '@lanshop',
          password: 'secret-1',
          acceptTerms: true,
        },
      },
    ]);
    expect(screen.getByText('Bản demo: mã xác minh là 246810')).toBeTruthy();

    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(await screen.findByText('Mã chỉ được gồm chữ số.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác minh' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onFinished).not.toHaveBeenCalled();
    expect(verified).toEqual([{ email: 'lan@example.com', code: '246810' }]);
    expect(readAccessToken()).toBe(SESSION.idToken);
    // The demo's login box offers this account next time, in this scenario only.
    expect(registeredEmailIn('new-seller')).toBe('lan@example.com');
    expect(registeredEmailIn('partner')).toBeNull();
  });

  it('sends a verified code without a session (already used) to login', async () => {
    registerAnswers(codeSent());
    verifyAnswers(() => HttpResponse.json({ email: 'lan@example.com', verified: true, session: null }));
    const onFinished = vi.fn();
    const onSignedIn = vi.fn();
    await renderWithApp(<RegisterFlow onFinished={onFinished} onSignedIn={onSignedIn} />);

    fillValidForm();
    submit();
    fireEvent.change(await screen.findByLabelText(/^Mã xác minh/), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác minh' }));

    await waitFor(() => expect(onFinished).toHaveBeenCalledWith('lan@example.com', 'emailVerified'));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readAccessToken()).toBeNull();
  });

  it('counts the wait down on a disabled button before the code may be sent again', async () => {
    registerAnswers(codeSent(60));
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);
    fillValidForm();
    submit();
    const waiting = await screen.findByRole('button', { name: 'Gửi lại mã sau 1:00' });
    expect(waiting).toHaveProperty('disabled', true);
  });

  it('sends the code again when the wait is over, and the wait starts again', async () => {
    registerAnswers(codeSent(0));
    const resent: unknown[] = [];
    server.use(
      http.post('*/api/users/resend-verification-code', async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ email: 'lan@example.com', codeLength: 6, resendAfterSeconds: 60 });
      }),
    );
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);
    fillValidForm();
    submit();

    fireEvent.click(await screen.findByRole('button', { name: 'Gửi lại mã' }));

    expect(await screen.findByText('Mã mới đang được gửi đến lan@example.com.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gửi lại mã sau 1:00' })).toHaveProperty('disabled', true);
    expect(resent).toEqual([{ email: 'lan@example.com' }]);
  });

  it("shows the server's message when the e-mail is taken, and asks for the robot check again", async () => {
    registerAnswers(() =>
      HttpResponse.json(errorBody('error.email_already_registered', 'This email is already registered.'), {
        status: 409,
      }),
    );
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);

    fillValidForm();
    submit();

    expect((await screen.findByText('This email is already registered.')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Tôi không phải là người máy/ })).toHaveProperty('checked', false);
  });

  it('shows the expired screen for an expired code, then a fresh form', async () => {
    registerAnswers(codeSent());
    verifyAnswers(() =>
      HttpResponse.json(errorBody('error.verification_link_expired', 'Link expired'), { status: 400 }),
    );
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);

    fillValidForm();
    submit();
    fireEvent.change(await screen.findByLabelText(/^Mã xác minh/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác minh' }));

    const alert = await screen.findByText(
      'Liên kết xác minh của bạn đã hết hạn. Vui lòng đăng ký lại để nhận liên kết mới.',
    );
    expect(alert).toBeTruthy();
    // The fresh form loads its robot check again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Đăng ký lại' })));

    expect(await screen.findByLabelText(/^Email/)).toHaveProperty('value', '');
    const robotCheck = await screen.findByRole('checkbox', { name: /Tôi không phải là người máy/ });
    expect(robotCheck).toHaveProperty('checked', false);
  });

  it('shows a wrong code as the server says, staying on the step', async () => {
    registerAnswers(codeSent());
    verifyAnswers(() => HttpResponse.json(errorBody('error.invalid_verification_code', 'Wrong code'), { status: 400 }));
    await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);

    fillValidForm();
    submit();
    fireEvent.change(await screen.findByLabelText(/^Mã xác minh/), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác minh' }));

    expect(within(await screen.findByRole('alert')).getByText('Wrong code')).toBeTruthy();
  });

  it('lets the user verify later when the brand allows it', async () => {
    registerAnswers(codeSent());
    const onFinished = vi.fn();
    await renderWithApp(<RegisterFlow onFinished={onFinished} onSignedIn={vi.fn()} />);

    fillValidForm();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Xác minh sau' }));

    expect(onFinished).toHaveBeenCalledWith('lan@example.com', 'verifyLater');
  });

  it('offers no "verify later" when the brand requires verification now', async () => {
    const flags = getAppConfig().brand.flags.emailVerification;
    const saved = flags.mayBeDoneLater;
    flags.mayBeDoneLater = false;
    try {
      registerAnswers(codeSent());
      await renderWithApp(<RegisterFlow onFinished={vi.fn()} onSignedIn={vi.fn()} />);
      fillValidForm();
      submit();
      await screen.findByLabelText(/^Mã xác minh/);
      expect(screen.queryByRole('button', { name: 'Xác minh sau' })).toBeNull();
    } finally {
      flags.mayBeDoneLater = saved;
    }
  });

  it('goes straight to login when no code was sent', async () => {
    registerAnswers(() =>
      HttpResponse.json(
        { email: 'lan@example.com', verificationRequired: false, codeLength: 6, resendAfterSeconds: 0 },
        { status: 201 },
      ),
    );
    const onFinished = vi.fn();
    await renderWithApp(<RegisterFlow onFinished={onFinished} onSignedIn={vi.fn()} />);

    fillValidForm();
    submit();

    await waitFor(() => expect(onFinished).toHaveBeenCalledWith('lan@example.com', 'accountCreated'));
  });
});

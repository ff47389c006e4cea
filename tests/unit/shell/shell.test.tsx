// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { Shell } from '@/app/shell/shell';
import { STORAGE_KEYS } from '@/lib/storage';
import { buildUser } from '../../fixtures/users';
import { setTestConfig } from './test-config';
import {
  api,
  buildConfiguration,
  createTestQueryClient,
  renderWithRouter,
  shellHandlers,
  setupShellTests,
} from './test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('./test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupShellTests({ viewportWidth: 1280 });

const renderShell = (path = '/') =>
  renderWithRouter((outlet) => <Shell orientation="vertical">{outlet}</Shell>, { path });

const mainNav = () => screen.getByRole('navigation', { name: 'Điều hướng chính' });
const navLabels = () =>
  within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the sidebar', () => {
  it('lists every seller page when all their flags are on, in the spec order', async () => {
    server.use(...shellHandlers());
    await renderShell();
    expect(navLabels()).toEqual([
      'Tổng quan',
      'Tài khoản quảng cáo của tôi',
      'Thanh toán',
      'Chương trình giới thiệu',
      'Liên kết sản phẩm',
      'Quản lý pixel',
      'Liên hệ đối tác',
      'Chương trình tiếp thị liên kết',
      'Hồ sơ',
      'Chi tiết thanh toán gói',
      'Câu hỏi thường gặp',
    ]);
  });

  it('hides the pages whose feature flags are off', async () => {
    setTestConfig({
      VITE_FLAG_REFERRAL: 'false',
      VITE_FLAG_PRODUCT_LINK: 'false',
      VITE_FLAG_PARTNERSHIP: 'false',
      VITE_FLAG_SUBSCRIPTION: 'false',
      VITE_FLAG_HELP_CENTRE: 'false',
      VITE_FLAG_PIXEL: 'false',
    });
    server.use(...shellHandlers());
    await renderShell();
    expect(navLabels()).toEqual(['Tổng quan', 'Tài khoản quảng cáo của tôi', 'Thanh toán', 'Hồ sơ']);
  });

  it('marks the current page with aria-current, and only that one', async () => {
    server.use(...shellHandlers());
    await renderShell('/payment');
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Thanh toán']);
  });

  it('shows the brand logo named after the brand, and header and main landmarks', async () => {
    server.use(...shellHandlers());
    await renderShell();
    expect(screen.getByRole('img', { name: 'Ads Centre' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('page /');
  });
});

describe('the horizontal layout', () => {
  it('puts the same flagged navigation in the header instead of a sidebar', async () => {
    setTestConfig({ VITE_FLAG_REFERRAL: 'false' });
    server.use(...shellHandlers());
    await renderWithRouter((outlet) => <Shell orientation="horizontal">{outlet}</Shell>);
    const nav = mainNav();
    expect(within(screen.getByRole('banner')).getByRole('navigation')).toBe(nav);
    expect(within(nav).queryByRole('link', { name: 'Chương trình giới thiệu' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Hồ sơ' })).toBeTruthy();
  });
});

describe('the profile-incomplete alert', () => {
  const incomplete = buildUser({ contactInfo: null });
  const alertTitle = 'Thông tin doanh nghiệp chưa đầy đủ';

  it('shows when contact info is missing, linking to /update-information', async () => {
    server.use(...shellHandlers({ me: incomplete }));
    await renderShell('/payment');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(alertTitle);
    expect(within(alert).getByRole('link', { name: 'Cập nhật thông tin' }).getAttribute('href')).toBe(
      '/update-information',
    );
  });

  it('shows when the business model is missing', async () => {
    server.use(...shellHandlers({ me: buildUser({ businessModel: null }) }));
    await renderShell('/');
    expect((await screen.findByRole('alert')).textContent).toContain(alertTitle);
  });

  it('stays hidden when the profile is complete', async () => {
    server.use(...shellHandlers({ me: buildUser() }));
    await renderShell('/');
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });
    expect(screen.queryByText(alertTitle)).toBeNull();
  });

  it('stays hidden on /profile even when incomplete', async () => {
    server.use(...shellHandlers({ me: incomplete }));
    await renderShell('/profile');
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });
    expect(screen.queryByText(alertTitle)).toBeNull();
  });
});

describe('the support link', () => {
  it('opens the first contact in fallback order in a new tab, safely', async () => {
    // centre has a messenger contact, which comes first.
    server.use(...shellHandlers());
    await renderShell();
    const link = await screen.findByRole('link', { name: /hỗ trợ/i });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/m\.me\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('uses the exclusive-partner contacts when the server runs the ADREACH variant', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ system: 'ADREACH' }) }));
    await renderShell();
    // ADREACH has telegram and a support URL; telegram comes first.
    const link = await screen.findByRole('link', { name: /hỗ trợ/i });
    expect(link.getAttribute('href')).toBe('https://t.me/adreach_support');
  });
});

describe('the user menu', () => {
  it('shows the name and e-mail, and logging out ends the session on the server, clears it here and goes to /login', async () => {
    const revoked: Array<string | null> = [];
    server.use(
      ...shellHandlers({ me: buildUser({ firstName: 'Lan', lastName: 'Nguyen', email: 'lan@example.com' }) }),
      http.post(api('/api/users/logout'), ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true });
      }),
    );
    const { router } = await renderShell('/payment');
    fireEvent.click(await screen.findByRole('button', { name: /Tài khoản của bạn/ }));
    const menu = await screen.findByRole('menu');
    // Vietnamese order: family name first.
    expect(menu.textContent).toContain('Nguyen Lan');
    expect(menu.textContent).toContain('lan@example.com');

    fireEvent.click(await within(menu).findByRole('menuitem', { name: 'Đăng xuất' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await waitFor(() => expect(revoked).toEqual(['Bearer token-1']));
  });

  it('signs out here even when the server cannot be reached', async () => {
    server.use(
      ...shellHandlers(),
      http.post(api('/api/users/logout'), () => HttpResponse.error()),
    );
    const client = createTestQueryClient();
    const { router } = await renderWithRouter((outlet) => <Shell orientation="vertical">{outlet}</Shell>, {
      path: '/payment',
      client,
    });
    fireEvent.click(await screen.findByRole('button', { name: /Tài khoản của bạn/ }));
    fireEvent.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Đăng xuất' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(client.getQueryData(['users', 'me'])).toBeUndefined();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { Error404Page } from '@/features/status-pages/components/error-404-page';
import { HolidayPage } from '@/features/status-pages/components/holiday-page';
import { MaintenancePage } from '@/features/status-pages/components/maintenance-page';
import { UserBlockPage } from '@/features/status-pages/components/user-block-page';
import { changeLocale, initI18n } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { setTestConfig } from './test-config';
import { api, createTestQueryClient, renderWithRouter } from './test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('./test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  localStorage.clear();
  setTestConfig();
});
afterEach(() => cleanup());

const renderPage = (page: React.ReactNode, client = createTestQueryClient()) =>
  renderWithRouter(
    (outlet) => (
      <>
        {page}
        <div hidden>{outlet}</div>
      </>
    ),
    { client },
  );

describe('/user-block', () => {
  it('explains the lock and links to support in a new tab', async () => {
    await renderPage(<UserBlockPage supportLink={{ channel: 'telegram', url: 'https://t.me/help' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tài khoản bị khoá' })).toBeTruthy();
    expect(screen.getByText(/phát hiện hoạt động bất thường/)).toBeTruthy();
    const support = screen.getByRole('link', { name: /hỗ trợ/i });
    expect(support.getAttribute('href')).toBe('https://t.me/help');
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('reads the message in English too', async () => {
    await changeLocale('en');
    try {
      await renderPage(<UserBlockPage supportLink={null} />);
      expect(
        screen.getByText('Abnormal activity was detected on your account and it has been temporarily locked.'),
      ).toBeTruthy();
    } finally {
      await changeLocale('vi');
    }
  });

  it('has no support button when the brand has no contact', async () => {
    await renderPage(<UserBlockPage supportLink={null} />);
    expect(screen.queryByRole('link', { name: /hỗ trợ/i })).toBeNull();
  });

  it('logs out: ends the session on the server, clears storage and cached data, then goes to /login', async () => {
    const revoked: Array<string | null> = [];
    const server = setupServer(
      http.post(api('/api/users/logout'), ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true });
      }),
    );
    server.listen({ onUnhandledRequest: 'error' });
    onTestFinished(() => server.close());
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const client = createTestQueryClient();
    client.setQueryData(['users', 'me'], { status: 200, body: {} });
    const { router } = await renderPage(<UserBlockPage supportLink={null} />, client);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(client.getQueryData(['users', 'me'])).toBeUndefined();
    await waitFor(() => expect(revoked).toEqual(['Bearer token-1']));
  });
});

describe('/maintenance', () => {
  it('says the system is being maintained and retries by going to /', async () => {
    await renderPage(<MaintenancePage />);
    expect(screen.getByText('Chúng tôi đang bảo trì hệ thống…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thử lại' }).getAttribute('href')).toBe('/');
  });
});

describe('/holiday', () => {
  it('shows the holiday window in the business time zone', async () => {
    // 27 Jan 00:00 to 2 Feb 23:59 in Asia/Ho_Chi_Minh (UTC+7).
    await renderPage(<HolidayPage holiday={{ from: '2026-01-26T17:00:00.000Z', to: '2026-02-02T16:59:00.000Z' }} />);
    expect(screen.getByText(/Đội ngũ hỗ trợ đang trong kỳ nghỉ lễ/)).toBeTruthy();
    const window = screen.getByText(/Thời gian nghỉ/).textContent ?? '';
    expect(window).toMatch(/27 tháng 1,? 2026/);
    expect(window).toMatch(/2 tháng 2,? 2026/);
  });

  it('shows the notice without dates when there is no window', async () => {
    await renderPage(<HolidayPage holiday={null} />);
    expect(screen.getByText(/Đội ngũ hỗ trợ đang trong kỳ nghỉ lễ/)).toBeTruthy();
    expect(screen.queryByText(/Thời gian nghỉ/)).toBeNull();
  });
});

describe('/error-404', () => {
  it('says the page was not found and links back to /', async () => {
    await renderPage(<Error404Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang tổng quan' }).getAttribute('href')).toBe('/');
  });
});

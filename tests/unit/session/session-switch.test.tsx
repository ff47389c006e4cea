// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { SessionQuestionHost } from '@/app/session-question';
import { changeLocale, initI18n } from '@/lib/i18n';
import { signIn } from '@/lib/session';
import { setSessionQuestion } from '@/lib/session-question';
import { decideHeldLink, takeHeldLink, type AccountRead } from '@/lib/session-switch';
import { readAccessToken, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { buildUser } from '../../fixtures/users';
import { setTestConfig } from '../shell/test-config';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});
const page = vi.hoisted(() => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));
vi.mock('@/app/shell/reload-page', () => page);

const lan = buildUser({ id: 'usr-lan', email: 'lan@example.com' });
const minh = buildUser({ id: 'usr-minh', email: 'minh@example.com' });
const PATH = '/payment/add-fund?method=creditCard';

/** The server knows one token per account; a read with another token is refused, or fails. */
const server = setupServer();
const accountsByToken = (accounts: Record<string, ReturnType<typeof buildUser>>, failing?: string) =>
  http.get('*/api/users', ({ request }) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (token === failing) return HttpResponse.error();
    const account = accounts[token];
    return account
      ? HttpResponse.json(account)
      : HttpResponse.json(
          { code: 'error.unauthorized', messageCode: 'error.unauthorized', message: 'x' },
          { status: 401 },
        );
  });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n();
});
beforeEach(() => {
  localStorage.clear();
  setTestConfig();
  setSessionQuestion(null);
  page.loadPage.mockReset();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const account = (user: { id: string; email: string }): AccountRead => ({ account: { id: user.id, email: user.email } });

describe('decideHeldLink', () => {
  it('asks between two live accounts, and adopts the same account without asking', () => {
    expect(decideHeldLink(account(lan), account(minh))).toEqual({
      action: 'ask',
      current: { id: 'usr-lan', email: 'lan@example.com' },
      link: { id: 'usr-minh', email: 'minh@example.com' },
    });
    expect(decideHeldLink(account(lan), account({ ...lan, email: 'renamed@example.com' }))).toEqual({
      action: 'adopt',
      storedSessionEnded: false,
    });
  });

  it('adopts the link when the stored session had already ended (the visitor was signed out in fact)', () => {
    expect(decideHeldLink({ refusedWith: 401 }, account(minh))).toEqual({ action: 'adopt', storedSessionEnded: true });
  });

  it('keeps the session when the link is refused, or when an account cannot be read', () => {
    expect(decideHeldLink(account(lan), { refusedWith: 401 })).toEqual({ action: 'keep', why: 'link-invalid' });
    expect(decideHeldLink(account(lan), { refusedWith: 403 })).toEqual({ action: 'keep', why: 'link-invalid' });
    expect(decideHeldLink(account(lan), { refusedWith: 503 })).toEqual({ action: 'keep', why: 'link-unchecked' });
    expect(decideHeldLink(account(lan), { refusedWith: null })).toEqual({ action: 'keep', why: 'link-unchecked' });
    expect(decideHeldLink({ refusedWith: 403 }, account(minh))).toEqual({ action: 'keep', why: 'link-unchecked' });
    expect(decideHeldLink({ refusedWith: null }, account(minh))).toEqual({ action: 'keep', why: 'link-unchecked' });
  });
});

describe('takeHeldLink', () => {
  const held = { token: 'token-minh', path: PATH };

  it("reads both accounts, stores nothing and asks when the link is another account's", async () => {
    server.use(accountsByToken({ 'token-lan': lan, 'token-minh': minh }));
    signIn('token-lan');
    render(<Host />);

    await act(() => takeHeldLink(held, null));

    expect(readAccessToken()).toBe('token-lan');
    const dialog = await screen.findByRole('dialog', { name: 'Chuyển tài khoản?' });
    expect(dialog.textContent).toContain('lan@example.com');
    expect(dialog.textContent).toContain('minh@example.com');
  });

  it("stores a link of the same account silently, and a dead session's replacement with its cache dropped", async () => {
    server.use(accountsByToken({ 'token-lan': lan, 'token-lan-2': lan, 'token-minh': minh }));
    signIn('token-lan');
    await takeHeldLink({ token: 'token-lan-2', path: PATH }, null);
    expect(readAccessToken()).toBe('token-lan-2');

    signIn('token-ended');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['users', 'me'], { status: 200, body: lan });
    await takeHeldLink(held, queryClient);
    expect(readAccessToken()).toBe('token-minh');
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('keeps the session and says why when the link is refused, or cannot be checked', async () => {
    server.use(accountsByToken({ 'token-lan': lan }, 'token-offline'));
    signIn('token-lan');
    render(<Host />);

    await act(() => takeHeldLink(held, null));
    expect(await screen.findByText(/không hợp lệ hoặc đã hết hạn/)).toBeTruthy();
    await act(() => takeHeldLink({ token: 'token-offline', path: PATH }, null));
    expect(await screen.findByText(/Chưa kiểm tra được tài khoản/)).toBeTruthy();
    expect(readAccessToken()).toBe('token-lan');
  });
});

/** The app's providers around the host, as in src/app/app.tsx. */
const Host = ({ queryClient = new QueryClient() }: { queryClient?: QueryClient }) => (
  <MantineProvider env="test">
    <Notifications />
    <QueryClientProvider client={queryClient}>
      <SessionQuestionHost />
    </QueryClientProvider>
  </MantineProvider>
);

const askToSwitch = () =>
  act(() =>
    setSessionQuestion({
      kind: 'switch',
      current: { id: lan.id, email: lan.email },
      link: { id: minh.id, email: minh.email },
      token: 'token-minh',
      path: PATH,
    }),
  );

describe('the switch dialog', () => {
  it('names both accounts, starts on staying, and staying keeps everything', async () => {
    signIn('token-lan');
    render(<Host />);
    await askToSwitch();

    const dialog = await screen.findByRole('dialog', { name: 'Chuyển tài khoản?' });
    expect(dialog.textContent).toContain('Đang đăng nhập');
    expect(dialog.textContent).toContain('Tài khoản trong liên kết');
    const stay = screen.getByRole('button', { name: 'Tiếp tục với lan@example.com' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    expect(screen.getByRole('button', { name: 'Chuyển sang minh@example.com' })).toBeTruthy();

    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readAccessToken()).toBe('token-lan');
    expect(page.loadPage).not.toHaveBeenCalled();
  });

  it("switching stores the link's token in place of the old session and its data, and loads the link's page", async () => {
    signIn('token-lan');
    writeStorage(STORAGE_KEYS.partnerView, '1');
    writeStorage(STORAGE_KEYS.locale, 'vi');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['users', 'me'], { status: 200, body: lan });
    render(<Host queryClient={queryClient} />);
    await askToSwitch();

    fireEvent.click(await screen.findByRole('button', { name: 'Chuyển sang minh@example.com' }));

    expect(page.loadPage).toHaveBeenCalledWith(PATH);
    expect(readAccessToken()).toBe('token-minh');
    expect(localStorage.getItem(STORAGE_KEYS.partnerView)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('vi');
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('reads in English too', async () => {
    await changeLocale('en');
    try {
      render(<Host />);
      await askToSwitch();
      expect(await screen.findByRole('dialog', { name: 'Switch account?' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Stay as lan@example.com' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Switch to minh@example.com' })).toBeTruthy();
    } finally {
      await changeLocale('vi');
    }
  });
});

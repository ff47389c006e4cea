// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { Shell } from '@/app/shell/shell';
import { initI18n } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { setTestConfig } from './test-config';
import { renderWithRouter, setViewportWidth, shellHandlers } from './test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('./test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, 'top-up-tax-2022');
  setTestConfig();
  server.use(...shellHandlers());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const BANNER = /hãy mở trang này trên máy tính/;
const renderShell = () => renderWithRouter((outlet) => <Shell orientation="vertical">{outlet}</Shell>);

describe('the desktop-recommendation banner', () => {
  it('shows on a screen exactly 1024 px wide', async () => {
    setViewportWidth(1024);
    await renderShell();
    expect(screen.getByText(BANNER)).toBeTruthy();
  });

  it('shows on a phone-sized screen', async () => {
    setViewportWidth(390);
    await renderShell();
    expect(screen.getByText(BANNER)).toBeTruthy();
  });

  it('does not show on a screen wider than 1024 px', async () => {
    setViewportWidth(1025);
    await renderShell();
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('stays dismissed for the rest of the session, also after the shell mounts again', async () => {
    setViewportWidth(800);
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn gợi ý' }));
    expect(screen.queryByText(BANNER)).toBeNull();

    cleanup();
    await renderShell();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});

describe('the small-screen navigation', () => {
  it('folds the sidebar behind a burger that toggles it', async () => {
    setViewportWidth(800);
    await renderShell();
    const burger = screen.getByRole('button', { name: 'Mở menu điều hướng' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Đóng menu điều hướng' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('has no burger on a desktop screen', async () => {
    setViewportWidth(1280);
    await renderShell();
    expect(screen.queryByRole('button', { name: 'Mở menu điều hướng' })).toBeNull();
  });
});

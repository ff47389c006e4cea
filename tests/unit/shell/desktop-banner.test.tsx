// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { Shell } from '@/app/shell/shell';
import { renderWithRouter, setViewportWidth, shellHandlers, setupShellTests } from './test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('./test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupShellTests();
beforeEach(() => {
  server.use(...shellHandlers());
});

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

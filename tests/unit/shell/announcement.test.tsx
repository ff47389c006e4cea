// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { CALM_AFTER_MS, FALLBACK_ANNOUNCEMENT_ID } from '@/app/shell/announcement-notice';
import { Shell } from '@/app/shell/shell';
import { STORAGE_KEYS } from '@/lib/storage';
import { buildConfiguration, renderWithRouter, shellHandlers, setupShellTests } from './test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('./test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupShellTests({ announcementDismissed: false, viewportWidth: 1280 });

const renderShell = () => renderWithRouter((outlet) => <Shell orientation="vertical">{outlet}</Shell>);
const announcement = { id: 'tax-notice-7', publishedAt: '2022-01-20T00:00:00.000Z' };

// The notice waits for CALM_AFTER_MS without input: a fake clock (which also follows real time, so
// requests and renders go on) lets the tests move past that wait instead of sitting through it.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const passTime = (milliseconds: number) => act(() => vi.advanceTimersByTimeAsync(milliseconds));

/** The shell is up and the page has then been left alone: the notice, once the configuration is read. */
const findNotice = async (): Promise<HTMLElement> => {
  await screen.findByRole('button', { name: /Tài khoản của bạn/ });
  await waitFor(async () => {
    await passTime(CALM_AFTER_MS);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
  return screen.getByRole('dialog');
};

describe('the top-up tax announcement', () => {
  it('tells the user about the 6% tax from 1 February 2022', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement }) }));
    await renderShell();
    const dialog = await findNotice();
    expect(dialog.textContent).toContain('Thông báo về thuế nạp tiền');
    expect(dialog.textContent).toContain('6%');
    expect(dialog.textContent).toMatch(/1 tháng 2,? 2022/);
  });

  it('is remembered once dismissed, under the announcement id, and not shown again', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement }) }));
    await renderShell();
    await findNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Tôi đã hiểu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.dismissedAnnouncement)).toBe('tax-notice-7');

    cleanup();
    await renderShell();
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('comes back when the server names a new announcement', async () => {
    localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, 'tax-notice-6');
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement }) }));
    await renderShell();
    expect(await findNotice()).toBeTruthy();
  });

  it('uses a fixed id when the configuration names none', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement: null }) }));
    await renderShell();
    await findNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Tôi đã hiểu' }));
    expect(localStorage.getItem(STORAGE_KEYS.dismissedAnnouncement)).toBe(FALLBACK_ANNOUNCEMENT_ID);
  });

  it('waits for a calm moment: not while the user acts, and never as a modal over the page', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement }) }));
    await renderShell();
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });
    // The user keeps acting for twice the calm delay: the notice keeps out of the way.
    for (let acted = 0; acted < 2 * CALM_AFTER_MS; acted += CALM_AFTER_MS / 5) {
      fireEvent.pointerMove(window);
      await passTime(CALM_AFTER_MS / 5);
      expect(screen.queryByRole('dialog')).toBeNull();
    }

    const notice = await findNotice();
    expect(notice).toBe(screen.getByRole('dialog', { name: 'Thông báo về thuế nạp tiền' }));
    expect(notice.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement === document.body || !notice.contains(document.activeElement)).toBe(true);
  });
});

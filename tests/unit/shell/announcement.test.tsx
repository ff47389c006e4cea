// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('the top-up tax announcement', () => {
  it('tells the user about the 6% tax from 1 February 2022', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement }) }));
    await renderShell();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Thông báo về thuế nạp tiền');
    expect(dialog.textContent).toContain('6%');
    expect(dialog.textContent).toMatch(/1 tháng 2,? 2022/);
  });

  it('is remembered once dismissed, under the announcement id, and not shown again', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement }) }));
    await renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Tôi đã hiểu' }));
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
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('uses a fixed id when the configuration names none', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement: null }) }));
    await renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Tôi đã hiểu' }));
    expect(localStorage.getItem(STORAGE_KEYS.dismissedAnnouncement)).toBe(FALLBACK_ANNOUNCEMENT_ID);
  });

  it('waits for a calm moment: not while the user acts, and never as a modal over the page', async () => {
    server.use(...shellHandlers({ configuration: buildConfiguration({ announcement }) }));
    await renderShell();
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });
    // The user keeps acting for twice the calm delay: the notice keeps out of the way.
    const acting = Date.now();
    while (Date.now() - acting < 2 * CALM_AFTER_MS) {
      fireEvent.pointerMove(window);
      await new Promise((resolve) => setTimeout(resolve, CALM_AFTER_MS / 5));
      expect(screen.queryByRole('dialog')).toBeNull();
    }

    const notice = await screen.findByRole('dialog', { name: 'Thông báo về thuế nạp tiền' });
    expect(notice.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement === document.body || !notice.contains(document.activeElement)).toBe(true);
  });
});

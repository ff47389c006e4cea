// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { Shell } from '@/app/shell/shell';
import { rememberSurveyAnswered } from '@/features/exclusive-partner-survey/survey-storage';
import { loadScreenNamespaces } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { buildUser } from '../../fixtures/users';
import { buildConfiguration, renderWithRouter, shellHandlers, setupShellTests } from '../shell/test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupShellTests({ announcementDismissed: false, viewportWidth: 1280 });

const renderShell = () => renderWithRouter((outlet) => <Shell orientation="vertical">{outlet}</Shell>);
const adreach = () => shellHandlers({ configuration: buildConfiguration({ system: 'ADREACH' }) });
const SURVEY_TITLE = 'Một câu hỏi nhanh';
const ANNOUNCEMENT_TITLE = 'Thông báo về thuế nạp tiền';
/** How often the survey re-reads the announcement's stored dismissal (use-announcement-open.ts). */
const ANNOUNCEMENT_POLL_MS = 400;

// Only that poll's clock is faked, so a test runs it when it chooses; everything else keeps real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Brings about everything the survey waits for, so that a survey which is going to show is on
 * screen once this resolves: the shell has the seller and the server's configuration (the user
 * menu and the support link show them), the survey's texts and its modal's chunk are loaded,
 * and the announcement watch has polled.
 */
const surveyHadItsChance = async () => {
  await screen.findByRole('button', { name: /Tài khoản của bạn/ });
  await screen.findByRole('link', { name: /hỗ trợ/i });
  await act(async () => {
    await loadScreenNamespaces('help');
    await import('@/features/exclusive-partner-survey/components/survey-modal');
  });
  await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS));
};

// Renders the whole signed-in shell (router, queries, Mantine): well under a second idle, seconds on two busy cores.
describe('the exclusive-partner survey in the shell', () => {
  it('waits for the announcement to be dismissed, so the two modals never stack', async () => {
    server.use(...adreach());
    await renderShell();

    const announcement = await screen.findByRole('dialog');
    expect(announcement.textContent).toContain(ANNOUNCEMENT_TITLE);
    await surveyHadItsChance();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(within(announcement).getByRole('button', { name: 'Tôi đã hiểu' }));
    // The survey sees the dismissal at the watch's next poll.
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_POLL_MS));

    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain(SURVEY_TITLE));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows at once when the announcement was dismissed before', async () => {
    localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, 'top-up-tax-2022');
    server.use(...adreach());
    await renderShell();

    expect((await screen.findByRole('dialog')).textContent).toContain(SURVEY_TITLE);
  });

  it('is not shown outside the ADREACH variant', async () => {
    localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, 'top-up-tax-2022');
    server.use(...shellHandlers());
    await renderShell();

    await surveyHadItsChance();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown again to a seller who answered, but is to another seller on the same browser', async () => {
    localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, 'top-up-tax-2022');
    rememberSurveyAnswered('user-1');
    server.use(
      ...shellHandlers({ me: buildUser({ id: 'user-1' }), configuration: buildConfiguration({ system: 'ADREACH' }) }),
    );
    const first = await renderShell();
    await surveyHadItsChance();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    server.use(
      ...shellHandlers({ me: buildUser({ id: 'user-2' }), configuration: buildConfiguration({ system: 'ADREACH' }) }),
    );
    await renderShell();
    expect((await screen.findByRole('dialog')).textContent).toContain(SURVEY_TITLE);
  });

  it('"Later" closes it until the next session', async () => {
    localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, 'top-up-tax-2022');
    server.use(...adreach());
    const first = await renderShell();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Để sau' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    const second = await renderShell();
    await surveyHadItsChance();
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    // A new tab (or a browser restart) is a new session.
    sessionStorage.clear();
    await renderShell();
    expect((await screen.findByRole('dialog')).textContent).toContain(SURVEY_TITLE);
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { Shell } from '@/app/shell/shell';
import { rememberSurveyAnswered } from '@/features/exclusive-partner-survey/survey-storage';
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

describe('the exclusive-partner survey in the shell', () => {
  it('waits for the announcement to be dismissed, so the two modals never stack', async () => {
    server.use(...adreach());
    await renderShell();

    const announcement = await screen.findByRole('dialog');
    expect(announcement.textContent).toContain(ANNOUNCEMENT_TITLE);
    // The survey's texts and the configuration are there long before this.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(within(announcement).getByRole('button', { name: 'Tôi đã hiểu' }));

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
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown again to a seller who answered, but is to another seller on the same browser', async () => {
    localStorage.setItem(STORAGE_KEYS.dismissedAnnouncement, 'top-up-tax-2022');
    rememberSurveyAnswered('user-1');
    server.use(
      ...shellHandlers({ me: buildUser({ id: 'user-1' }), configuration: buildConfiguration({ system: 'ADREACH' }) }),
    );
    const first = await renderShell();
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });
    await new Promise((resolve) => setTimeout(resolve, 600));
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
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    // A new tab (or a browser restart) is a new session.
    sessionStorage.clear();
    await renderShell();
    expect((await screen.findByRole('dialog')).textContent).toContain(SURVEY_TITLE);
  });
});

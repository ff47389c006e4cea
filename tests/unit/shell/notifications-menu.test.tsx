// @vitest-environment happy-dom
import type { Notification } from '@contract/notifications/notifications.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { notificationKeys } from '@/lib/queries/notifications';
import { formatRelativeTime } from '@/features/notifications/format-relative-time';
import { api, buildNotificationList, createTestQueryClient, renderWithRouter, setupShellTests } from './test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('./test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupShellTests({ announcementDismissed: false });

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n-1',
  title: 'Top-up approved',
  body: 'Your $100 top-up is in your balance.',
  link: null,
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

const renderMenu = (client = createTestQueryClient()) =>
  renderWithRouter(
    (outlet) => (
      <>
        <NotificationsMenu />
        {outlet}
      </>
    ),
    { client },
  );

const bell = () => screen.getByRole('button', { name: /^Thông báo/ });

describe('the notifications menu', () => {
  it('shows the unread count on the bell and lists recent notifications as text', async () => {
    server.use(
      http.get(api('/api/notifications'), () =>
        HttpResponse.json(
          buildNotificationList({
            content: [notification(), notification({ id: 'n-2', title: 'Hello', body: '<b>not bold</b>', read: true })],
            unreadCount: 3,
          }),
        ),
      ),
    );
    await renderMenu();
    await screen.findByRole('button', { name: 'Thông báo (3 chưa đọc)' });
    expect(screen.getByText('3')).toBeTruthy();

    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog');
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Top-up approved');
    expect(items[0]?.textContent).toContain('Your $100 top-up is in your balance.');
    expect(items[0]?.textContent).toContain('5 phút trước');
    // Server text is shown as text: the markup is not turned into elements.
    expect(items[1]?.textContent).toContain('<b>not bold</b>');
    expect(items[1]?.querySelector('b')).toBeNull();
  });

  it('stays silent when the list cannot be fetched: no count, no error, just an empty list', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/notifications'), () => {
        calls += 1;
        return HttpResponse.json(
          { code: 'error.internal', messageCode: 'error.internal', message: 'Boom' },
          { status: 500 },
        );
      }),
    );
    await renderMenu();
    await waitFor(() => expect(calls).toBe(1));
    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog');
    expect(bell().getAttribute('aria-label')).toBe('Thông báo');
    expect(within(dialog).getByText('Bạn chưa có thông báo mới.')).toBeTruthy();
    expect(screen.queryByText('Boom')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks all as read through the API and refreshes only the notifications queries', async () => {
    let unread = 2;
    let readAllCalls = 0;
    server.use(
      http.get(api('/api/notifications'), () =>
        HttpResponse.json(buildNotificationList({ content: [notification()], unreadCount: unread })),
      ),
      http.post(api('/api/notifications/read-all'), () => {
        readAllCalls += 1;
        unread = 0;
        return HttpResponse.json({ success: true });
      }),
    );
    const client = createTestQueryClient();
    // Another domain's cached data must not be refetched by read-all.
    client.setQueryData(['configuration', 'value'], { status: 200, body: {} });
    await renderMenu(client);
    await screen.findByRole('button', { name: 'Thông báo (2 chưa đọc)' });

    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }));

    await screen.findByRole('button', { name: 'Thông báo' });
    expect(readAllCalls).toBe(1);
    expect(client.getQueryState(['configuration', 'value'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(notificationKeys.list({ page: 1, limit: 10 }))?.dataUpdateCount).toBe(2);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it.each([
    ['2026-05-10T11:59:40Z', 'en', 'now'],
    ['2026-05-10T11:55:00Z', 'en', '5 minutes ago'],
    ['2026-05-10T09:00:00Z', 'en', '3 hours ago'],
    ['2026-05-09T12:00:00Z', 'en', 'yesterday'],
    ['2026-05-10T11:55:00Z', 'vi', '5 phút trước'],
  ])('%s in %s reads "%s"', (iso, locale, expected) => {
    expect(formatRelativeTime(iso, now, locale)).toBe(expected);
  });
});

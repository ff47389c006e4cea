import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { showNotification } from '@mantine/notifications';
import type { Notification } from '@contract/notifications/notifications.schema';
import IconBell from '@tabler/icons-react/icons/IconBell';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { apiErrorMessage } from '@/lib/api-error';
import { safeRedirectPath } from '@contract/common/safe-redirect';
import { isAuthenticated } from '@/lib/session';
import { useReadAllNotifications, useRecentNotifications } from '../api/notifications-queries';
import { formatRelativeTime } from '../format-relative-time';

/** The bell in the shell header: unread count, recent notifications and "mark all as read". */
export const NotificationsMenu = () => {
  const { t } = useTranslation(['shell', 'errors']);
  const [opened, setOpened] = useState(false);
  const recent = useRecentNotifications({ enabled: isAuthenticated() });
  const readAll = useReadAllNotifications();

  // A failed fetch is silent (spec section 8): it reads as "nothing new", never as an error.
  const list = recent.isSuccess ? recent.data.body : null;
  const unread = list?.unreadCount ?? 0;
  const items = list?.content ?? [];

  const markAllRead = () =>
    readAll.mutate(
      {},
      {
        onError: (error) => showNotification({ color: 'red', message: apiErrorMessage(t, error) }),
      },
    );

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md">
      <Indicator label={unread} disabled={unread === 0} maxValue={99} size={16} offset={6} color="red">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? t('notifications.labelWithCount', { count: unread }) : t('notifications.label')}
            onClick={() => setOpened((value) => !value)}
          >
            <Icon icon={IconBell} size="md" decorative />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-label={t('notifications.title')}>
        <Group justify="space-between" px="md" py="sm" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('notifications.title')}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={markAllRead}
            disabled={unread === 0}
            loading={readAll.isPending}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        <Divider />
        {items.length === 0 ? (
          <Text c="dimmed" size="sm" px="md" py="lg" ta="center">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} onOpen={() => setOpened(false)} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
};

const NotificationRow = ({ item, onOpen }: { item: Notification; onOpen: () => void }) => {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  // The link comes from the server: only same-origin paths are followed.
  const path = item.link === null ? null : safeRedirectPath(item.link);
  const title = (
    <Text size="sm" fw={item.read ? 500 : 700} lineClamp={2}>
      {item.title}
    </Text>
  );
  return (
    <Box component="li" px="md" py="sm" bg={item.read ? undefined : 'var(--mantine-primary-color-light)'}>
      {!item.read && <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>}
      {path === null ? (
        title
      ) : (
        <Anchor
          href={path}
          underline="hover"
          c="inherit"
          onClick={(event) => {
            event.preventDefault();
            onOpen();
            void navigate({ href: path });
          }}
        >
          {title}
        </Anchor>
      )}
      {/* Server text is rendered as text, never as HTML. */}
      <Text size="sm" c="dimmed" lineClamp={3}>
        {item.body}
      </Text>
      <Text component="time" dateTime={item.createdAt} size="xs" c="dimmed">
        {formatRelativeTime(item.createdAt, new Date(), i18n.language)}
      </Text>
    </Box>
  );
};

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { TOP_UP_TAX } from '@contract/common/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '@/lib/dates';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** Used when GET /api/configuration/value names no announcement (or cannot be read). */
export const FALLBACK_ANNOUNCEMENT_ID = 'top-up-tax-2022';

/**
 * The top-up tax notice (spec section 1), shown until the user dismisses it. The
 * dismissed id is stored, so a new announcement id shows the modal again.
 * `announcementId` is null while the configuration is still loading.
 */
export const AnnouncementModal = ({ announcementId }: { announcementId: string | null }) => {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const [dismissedId, setDismissedId] = useState(() => readStorage(STORAGE_KEYS.dismissedAnnouncement));
  const opened = announcementId !== null && dismissedId !== announcementId;

  const dismiss = () => {
    if (announcementId === null) return;
    writeStorage(STORAGE_KEYS.dismissedAnnouncement, announcementId);
    setDismissedId(announcementId);
  };

  const date = formatCalendarDay(TOP_UP_TAX.effectiveFrom, i18n.language);
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
    TOP_UP_TAX.rateBasisPoints / 100,
  );

  return (
    <Modal opened={opened} onClose={dismiss} title={t('announcement.title')} centered>
      <Stack gap="sm">
        <Text>{t('announcement.body', { date, rate })}</Text>
        <Text size="sm" c="dimmed">
          {t('announcement.detail')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={dismiss}>{t('announcement.dismiss')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
};

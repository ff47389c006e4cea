import { Box, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { TOP_UP_TAX } from '@contract/common/constants';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '@/lib/dates';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { ACTION_BAR_CLEARANCE } from '@/components/sticky-action-bar';
import { DEMO_CLEARANCE } from '@/lib/demo';

/** Used when GET /api/configuration/value names no announcement (or cannot be read). */
export const FALLBACK_ANNOUNCEMENT_ID = 'top-up-tax-2022';

/** The page must have been left alone this long before the notice appears. */
export const CALM_AFTER_MS = 1_500;

/** What a user does on the page; each one puts the notice off again. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Becomes true, once, at a calm moment: no navigation under way, no dialog open, and no input
 * for `CALM_AFTER_MS`. While the user acts the moment keeps moving away, so what appears never
 * lands under a click or a keystroke meant for the page.
 */
const useCalmMoment = (watching: boolean): boolean => {
  const [calm, setCalm] = useState(false);
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  useEffect(() => {
    if (!watching || calm || navigating) return;
    let timer = 0;
    const putOff = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, CALM_AFTER_MS);
    };
    const settle = () => {
      if (document.querySelector('[aria-modal="true"]')) putOff();
      else setCalm(true);
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, putOff, { capture: true, passive: true });
    putOff();
    return () => {
      window.clearTimeout(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, putOff, { capture: true });
    };
  }, [watching, calm, navigating]);
  return calm;
};

/**
 * The top-up tax notice (spec section 1): a non-modal notice in the corner, shown at a calm moment
 * until the user dismisses it. It never blocks the page nor takes its focus. The dismissed id is
 * stored, so a new announcement id shows it again. `announcementId` is null while the configuration
 * is still loading.
 */
export const AnnouncementNotice = ({ announcementId }: { announcementId: string | null }) => {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const titleId = useId();
  const [dismissedId, setDismissedId] = useState(() => readStorage(STORAGE_KEYS.dismissedAnnouncement));
  const due = announcementId !== null && dismissedId !== announcementId;
  const calm = useCalmMoment(due);

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
    // A live region, so a screen reader hears the notice that appears without taking the focus.
    <Box
      aria-live="polite"
      pos="fixed"
      right={16}
      bottom={`calc(16px + max(${DEMO_CLEARANCE}, ${ACTION_BAR_CLEARANCE}))`}
      w="min(380px, calc(100vw - 32px))"
      style={{ zIndex: 150 }}
    >
      {due && calm ? (
        <Paper
          role="dialog"
          aria-labelledby={titleId}
          withBorder
          shadow="lg"
          radius="md"
          p="md"
          onKeyDown={(event) => {
            if (event.key === 'Escape') dismiss();
          }}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={700} id={titleId}>
                {t('announcement.title')}
              </Text>
              <CloseButton aria-label={t('common:actions.close')} onClick={dismiss} />
            </Group>
            <Text size="sm">{t('announcement.body', { date, rate })}</Text>
            <Text size="sm" c="dimmed">
              {t('announcement.detail')}
            </Text>
            <Group justify="flex-end">
              <Button size="sm" onClick={dismiss}>
                {t('announcement.dismiss')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
};

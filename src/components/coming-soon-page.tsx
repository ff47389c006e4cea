import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitleKey } from './page-title';

/** A screen that a later release builds, shown inside the real layout with its real title. */
export const ComingSoonPage = () => {
  const { t } = useTranslation('routes');
  const titleKey = usePageTitleKey();
  const onDashboard = useLocation({ select: (location) => location.pathname === '/' });
  const page = titleKey ? t(`pages.${titleKey}`) : '';
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" />
        </svg>
      </ThemeIcon>
      <Title order={1}>{page}</Title>
      <Text fw={600}>{t('comingSoon.title')}</Text>
      <Text c="dimmed" maw={480}>
        {t('comingSoon.description', { page })}
      </Text>
      {!onDashboard && (
        <Button component={Link} to="/" variant="light">
          {t('comingSoon.backHome')}
        </Button>
      )}
    </Stack>
  );
};

import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconClock from '@tabler/icons-react/icons/IconClock';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
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
        <Icon icon={IconClock} size="xl" decorative />
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

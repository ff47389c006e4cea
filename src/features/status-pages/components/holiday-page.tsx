import { Button, Text } from '@mantine/core';
import type { Configuration } from '@contract/configuration/configuration.schema';
import { Link } from '@tanstack/react-router';
import IconSun from '@tabler/icons-react/icons/IconSun';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '@/lib/config';
import { StatusPageFrame } from './status-page-frame';

export type HolidayWindow = NonNullable<Configuration['holiday']>;

/** /holiday: the support holiday notice, with the dates when the configuration has a window. */
export const HolidayPage = ({ holiday }: { holiday: HolidayWindow | null }) => {
  const { t, i18n } = useTranslation(['shell', 'routes']);
  // Dates are read in the business time zone, the one every call declares.
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: getAppConfig().timezone });
  return (
    <StatusPageFrame
      icon={IconSun}
      color="teal"
      title={t('routes:pages.holiday')}
      actions={
        <Button component={Link} to="/" variant="light">
          {t('statusPages.holiday.backHome')}
        </Button>
      }
    >
      <Text>{t('statusPages.holiday.message')}</Text>
      {holiday && (
        <Text fw={600}>
          {t('statusPages.holiday.window', {
            from: format.format(new Date(holiday.from)),
            to: format.format(new Date(holiday.to)),
          })}
        </Text>
      )}
      <Text c="dimmed">{t('statusPages.holiday.hint')}</Text>
    </StatusPageFrame>
  );
};

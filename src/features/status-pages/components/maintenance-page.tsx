import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import IconTool from '@tabler/icons-react/icons/IconTool';
import { useTranslation } from 'react-i18next';
import { StatusPageFrame } from './status-page-frame';

/** /maintenance: the API answered error.we_are_maintaining; retrying goes back to the dashboard. */
export const MaintenancePage = () => {
  const { t } = useTranslation(['shell', 'routes']);
  return (
    <StatusPageFrame
      icon={IconTool}
      color="yellow"
      title={t('routes:pages.maintenance')}
      actions={
        <Button component={Link} to="/">
          {t('statusPages.maintenance.retry')}
        </Button>
      }
    >
      <Text>{t('statusPages.maintenance.message')}</Text>
      <Text c="dimmed">{t('statusPages.maintenance.hint')}</Text>
    </StatusPageFrame>
  );
};

import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import IconCompass from '@tabler/icons-react/icons/IconCompass';
import { useTranslation } from 'react-i18next';
import { StatusPageFrame } from './status-page-frame';

/** /error-404: where every unknown path lands (spec section 2). */
export const Error404Page = () => {
  const { t } = useTranslation(['shell', 'routes']);
  return (
    <StatusPageFrame
      icon={IconCompass}
      color="gray"
      title={t('routes:pages.error404')}
      actions={
        <Button component={Link} to="/">
          {t('statusPages.notFound.backHome')}
        </Button>
      }
    >
      <Text>{t('statusPages.notFound.message')}</Text>
    </StatusPageFrame>
  );
};

import { Button, Text } from '@mantine/core';
import type { SupportLink } from '@brands';
import IconLock from '@tabler/icons-react/icons/IconLock';
import { useTranslation } from 'react-i18next';
import { SupportLinkButton } from '@/components/support-link';
import { useLogout } from '@/components/use-logout';
import { StatusPageFrame } from './status-page-frame';

/** /user-block: a blocked account (spec sections 6 and 8), with support and log-out as the ways on. */
export const UserBlockPage = ({ supportLink }: { supportLink: SupportLink | null }) => {
  const { t } = useTranslation(['shell', 'routes']);
  const logout = useLogout();
  return (
    <StatusPageFrame
      icon={IconLock}
      color="red"
      title={t('routes:pages.userBlock')}
      actions={
        <>
          {supportLink && (
            <SupportLinkButton link={supportLink}>{t('statusPages.userBlock.contactSupport')}</SupportLinkButton>
          )}
          <Button variant="default" onClick={logout}>
            {t('statusPages.userBlock.logout')}
          </Button>
        </>
      }
    >
      <Text>{t('statusPages.userBlock.message')}</Text>
      {supportLink && <Text c="dimmed">{t('statusPages.userBlock.hint')}</Text>}
    </StatusPageFrame>
  );
};

import type { SupportLink } from '@brands';
import IconMessageCircle from '@tabler/icons-react/icons/IconMessageCircle';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { SupportLinkButton } from '@/components/support-link';

/** The support chat link in the header; nothing when the brand has no contact. */
export const SupportChatLink = ({ link }: { link: SupportLink | null }) => {
  const { t } = useTranslation('shell');
  if (!link) return null;
  return (
    <SupportLinkButton
      link={link}
      variant="light"
      size="compact-sm"
      leftSection={<Icon icon={IconMessageCircle} decorative />}
      aria-label={t('support.ariaLabel')}
    >
      {t('support.label')}
    </SupportLinkButton>
  );
};

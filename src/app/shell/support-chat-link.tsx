import type { SupportLink } from '@brands';
import { useTranslation } from 'react-i18next';
import { SupportLinkButton } from '@/components/support-link';

const ChatIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The support chat link in the header; nothing when the brand has no contact. */
export const SupportChatLink = ({ link }: { link: SupportLink | null }) => {
  const { t } = useTranslation('shell');
  if (!link) return null;
  return (
    <SupportLinkButton
      link={link}
      variant="light"
      size="compact-sm"
      leftSection={<ChatIcon />}
      aria-label={t('support.ariaLabel')}
    >
      {t('support.label')}
    </SupportLinkButton>
  );
};

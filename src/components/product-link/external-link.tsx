import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A link that opens outside the app, in a new tab, and says so to screen readers. */
export const ExternalLink = ({ href, children }: { href: string; children: string }) => {
  const { t } = useTranslation('common');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
      {children}
      <VisuallyHidden> {t('actions.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
};

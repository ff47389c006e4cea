import { Anchor, Text, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { webUrl } from '@/lib/redirect-destination';

/**
 * A link outside the app: a new tab with no handle on this window, and screen readers told so.
 * A URL that is not http(s) (javascript:, data: …, as a server might send) is shown as text, never a link.
 */
export const ExternalLink = ({
  href,
  children,
  ...anchorProps
}: AnchorProps & { href: string; children: ReactNode }) => {
  const { t } = useTranslation('common');
  const url = webUrl(href);
  const style = { overflowWrap: 'anywhere' } as const;
  if (url === null) {
    return (
      <Text component="span" style={style} {...anchorProps}>
        {children}
      </Text>
    );
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" style={style} {...anchorProps}>
      {children}
      <VisuallyHidden> {t('actions.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
};

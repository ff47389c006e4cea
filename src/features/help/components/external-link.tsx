import { Anchor, Button, VisuallyHidden, type AnchorProps, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Says, to screen readers only, that the link opens elsewhere (the visible text stays the link's name). */
const NewTabNote = ({ detail }: { detail?: ReactNode }) => {
  const { t } = useTranslation('help');
  return (
    <VisuallyHidden>
      {detail ? <>: {detail}</> : null} {t('links.opensInNewTab')}
    </VisuallyHidden>
  );
};

const ExternalIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" strokeLinecap="round" />
  </svg>
);

/**
 * A button to a page outside the app (the brand's guides, the support chat): a new tab
 * that gets no handle on this window. `detail` extends the accessible name, e.g. the topic.
 */
export const ExternalLinkButton = ({
  href,
  children,
  detail,
  ...buttonProps
}: ButtonProps & { href: string; children: ReactNode; detail?: ReactNode }) => (
  <Button
    component="a"
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    rightSection={<ExternalIcon />}
    {...buttonProps}
  >
    {children}
    <NewTabNote detail={detail} />
  </Button>
);

/** The same as a text link. */
export const ExternalAnchor = ({
  href,
  children,
  ...anchorProps
}: AnchorProps & { href: string; children: ReactNode }) => (
  <Anchor href={href} target="_blank" rel="noopener noreferrer" {...anchorProps}>
    {children}
    <NewTabNote />
  </Anchor>
);

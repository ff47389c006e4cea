import { Anchor, Button, Text, VisuallyHidden, type AnchorProps, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { webUrl } from '@/lib/redirect-destination';

/** Says, to screen readers only, that the link opens elsewhere; `detail` extends the name (e.g. the topic). */
const NewTabNote = ({ detail }: { detail?: ReactNode }) => {
  const { t } = useTranslation('common');
  return (
    <VisuallyHidden>
      {detail ? <>: {detail}</> : null} {t('actions.opensInNewTab')}
    </VisuallyHidden>
  );
};

/**
 * A link outside the app: a new tab with no handle on this window, and screen readers told so.
 * A URL that is not http(s) (javascript:, data: …, as a server might send) is shown as text, never a link.
 */
export const ExternalLink = ({
  href,
  children,
  ...anchorProps
}: AnchorProps & { href: string; children: ReactNode }) => {
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
      <NewTabNote />
    </Anchor>
  );
};

/** The same as a button (the brand's guides, the support chat). A URL that is not http(s) gives a disabled button. */
export const ExternalLinkButton = ({
  href,
  children,
  detail,
  ...buttonProps
}: ButtonProps & { href: string; children: ReactNode; detail?: ReactNode; 'aria-label'?: string }) => {
  const url = webUrl(href);
  if (url === null) {
    return (
      <Button disabled {...buttonProps}>
        {children}
      </Button>
    );
  }
  return (
    <Button component="a" href={url} target="_blank" rel="noopener noreferrer" {...buttonProps}>
      {children}
      <NewTabNote detail={detail} />
    </Button>
  );
};

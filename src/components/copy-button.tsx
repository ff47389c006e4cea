import { ActionIcon, Tooltip, VisuallyHidden, type ActionIconProps } from '@mantine/core';
import { showNotification } from '@mantine/notifications';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import IconCopy from '@tabler/icons-react/icons/IconCopy';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/** How long the "Copied" tooltip and tick stay after a copy. */
export const COPIED_FEEDBACK_MS = 1500;

/** An icon button that copies `value` to the clipboard, says "Copied", or shows why it could not. */
export const CopyButton = ({
  value,
  label,
  failedMessage,
  ...actionIconProps
}: {
  value: string;
  /** The button's accessible name and tooltip ("Copy" by default), e.g. "Copy transfer code". */
  label?: string;
  /** What a failed copy says, when not "Copy unsuccessful, please try again" (e.g. "Copy code failed"). */
  failedMessage?: string;
} & Omit<ActionIconProps, 'children' | 'onClick'>) => {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http), so its absence is a failure like any other.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
      showNotification({ color: 'red', message: failedMessage ?? t('copy.failed') });
    }
  };

  const name = label ?? t('actions.copy');
  return (
    <>
      <Tooltip label={copied ? t('copy.copied') : name} opened={copied || undefined} withArrow>
        <ActionIcon
          variant="subtle"
          color={copied ? 'green' : 'gray'}
          aria-label={name}
          onClick={() => void copy()}
          {...actionIconProps}
        >
          <Icon icon={copied ? IconCheck : IconCopy} decorative />
        </ActionIcon>
      </Tooltip>
      {/* A tooltip is not announced; this live region says "Copied" to screen readers too. */}
      <VisuallyHidden role="status">{copied ? t('copy.copied') : ''}</VisuallyHidden>
    </>
  );
};

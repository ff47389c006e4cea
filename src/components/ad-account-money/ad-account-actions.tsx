import { Button, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { acceptsMoney } from '@contract/ad-accounts/ad-account-rules';
import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import IconChevronDown from '@tabler/icons-react/icons/IconChevronDown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { statusLabelKey } from '@/components/status-badge';

/** What a row's actions open. */
export type AdAccountAction = 'transfer' | 'withdraw' | 'autoTopUp' | 'autoTopUpOff';

const chevron = <Icon icon={IconChevronDown} size="xs" decorative />;

/**
 * A row's money actions: transfer, withdraw and auto top-up, in one menu. Only an approved ad
 * account takes them; otherwise the button stays focusable but does nothing, and says why in
 * a tooltip and as its accessible description.
 */
export const AdAccountActions = ({
  account,
  onAction,
}: {
  account: AdAccount;
  onAction: (action: AdAccountAction) => void;
}) => {
  const { t } = useTranslation(['ad-accounts', 'common']);
  const reasonId = useId();
  const label = t('actions.menu');
  const name = t('actions.menuFor', { name: account.name });

  if (!acceptsMoney(account.status)) {
    const reason = t('actions.notApproved', { status: t(statusLabelKey('adAccountDisplay', account.status)) });
    return (
      <>
        <Tooltip label={reason} multiline w={260} withArrow>
          {/* NOTE: aria-disabled rather than disabled: a disabled button gets no hover or focus, so no tooltip. */}
          <Button
            size="compact-sm"
            variant="default"
            rightSection={chevron}
            aria-label={name}
            aria-disabled
            data-disabled
            aria-describedby={reasonId}
            onClick={(event) => event.preventDefault()}
          >
            {label}
          </Button>
        </Tooltip>
        <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      </>
    );
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="default" rightSection={chevron} aria-label={name}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('transfer')}>{t('actions.transfer')}</Menu.Item>
        <Menu.Item onClick={() => onAction('withdraw')}>{t('actions.withdraw')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => onAction('autoTopUp')}>
          {account.autoTopUp ? t('actions.editAutoTopUp') : t('actions.setUpAutoTopUp')}
        </Menu.Item>
        {account.autoTopUp && (
          <Menu.Item color="red.9" onClick={() => onAction('autoTopUpOff')}>
            {t('actions.turnOffAutoTopUp')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};

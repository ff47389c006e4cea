import { Alert, List, Stack, Text } from '@mantine/core';
import { MAX_AD_ACCOUNTS_PER_SELLER } from '@contract/ad-accounts/ad-account-creation';
import type { User } from '@contract/users/users.schema';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { useFormatMoney } from '@/components/money';
import { effectiveSupportLink, SupportLinkButton } from '@/components/support-link';
import { getAppConfig } from '@/lib/config';
import { useConfiguration } from '@/lib/queries/configuration';
import type { SetupGate } from '../setup-state';
import { ConnectPlatformButton } from './connect-platform-button';

/** The way out of one gate: where the seller goes to pass it. */
const GateAction = ({ gate, onLeave }: { gate: SetupGate; onLeave?: () => void }) => {
  const { t } = useTranslation('ad-account-setup');
  const configuration = useConfiguration();
  const link = { size: 'xs', variant: 'light', onClick: onLeave } as const;
  switch (gate) {
    case 'platform':
      return (
        <ConnectPlatformButton size="xs" variant="light">
          {t('connect.button')}
        </ConnectPlatformButton>
      );
    case 'businessCentre':
      return (
        <LinkButton to="/my-ads-account" search={{ tab: 'setup' }} {...link}>
          {t('gates.businessCentre.action')}
        </LinkButton>
      );
    case 'setupCost':
      return (
        <LinkButton to="/" {...link}>
          {t('gates.setupCost.action')}
        </LinkButton>
      );
    case 'approvedProductLink':
      return (
        <LinkButton to="/product-link" {...link}>
          {t('gates.approvedProductLink.action')}
        </LinkButton>
      );
    case 'minimumBalance':
      return (
        <LinkButton to="/payment/add-fund" {...link}>
          {t('gates.minimumBalance.action')}
        </LinkButton>
      );
    case 'planLimit':
      return (
        <LinkButton to="/pricing" {...link}>
          {t('gates.planLimit.action')}
        </LinkButton>
      );
    case 'overallLimit': {
      const support = configuration.isPending
        ? null
        : effectiveSupportLink(getAppConfig().brand, configuration.data?.body.system ?? null);
      return support ? (
        <SupportLinkButton link={support} size="xs" variant="light">
          {t('gates.overallLimit.action')}
        </SupportLinkButton>
      ) : null;
    }
  }
};

/**
 * What stops the seller from requesting an ad account (spec section 5), each reason with its
 * way out, shown before anything is typed. `onLeave` runs when a way out leaves the screen
 * (a dialog closes itself).
 */
export const CreationGatesAlert = ({
  gates,
  user,
  onLeave,
}: {
  gates: readonly SetupGate[];
  user: Pick<User, 'availableBalance' | 'plans'>;
  onLeave?: () => void;
}) => {
  const { t } = useTranslation('ad-account-setup');
  const formatMoney = useFormatMoney();
  if (gates.length === 0) return null;
  const text = (gate: SetupGate): string => {
    switch (gate) {
      case 'minimumBalance':
        return t('gates.minimumBalance.text', {
          min: formatMoney(getAppConfig().business.minTopUpCents),
          balance: formatMoney(user.availableBalance),
        });
      case 'planLimit':
        return user.plans.type === null ? t('gates.planLimit.noPlan') : t('gates.planLimit.text');
      case 'overallLimit':
        return t('gates.overallLimit.text', { max: MAX_AD_ACCOUNTS_PER_SELLER });
      default:
        return t(`gates.${gate}.text`);
    }
  };
  return (
    <Alert color="orange" variant="light" title={t('gates.title')}>
      <List spacing="sm" size="sm">
        {gates.map((gate) => (
          <List.Item key={gate}>
            <Stack gap={6} align="flex-start">
              <Text size="sm">{text(gate)}</Text>
              <GateAction gate={gate} onLeave={onLeave} />
            </Stack>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
};

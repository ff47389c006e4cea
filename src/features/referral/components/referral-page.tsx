import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { meOptions, usersApi } from '@/lib/queries/users';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralRewards } from './referral-rewards';

/**
 * The referral programme (spec section 2): the seller's link and code to share, what the
 * referrals brought (clicks, sign-ups, earnings by month) and the payouts.
 */
export const ReferralPage = () => {
  const { t } = useTranslation('referral');
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <LinkButton to="/affiliate" variant="default">
            {t('actions.affiliate')}
          </LinkButton>
        }
      />
      <ReferralLinkCard code={me.referralCode} />
      <ReferralRewards />
    </Stack>
  );
};

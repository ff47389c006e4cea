import { PAYOUT } from '@contract/common/constants';
import { Card, List, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/money';
import { getAppConfig } from '@/lib/config';
import { affiliateTermsFigures } from '../affiliate-terms';

/** The affiliate terms of the configured reading (`VITE_AFFILIATE_TERMS`, spec section 9) and the payout rules. */
export const AffiliateTermsCard = () => {
  const { t, i18n } = useTranslation(['referral', 'configuration']);
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const terms = affiliateTermsFigures(getAppConfig().business.affiliateTerms);
  const percent = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('terms.title')}
      </Title>
      <List spacing="xs" size="sm">
        {terms.referredSpendForBonusCents === null ? (
          <List.Item>{t('terms.bonus', { amount: formatMoney(terms.maxBonusCents) })}</List.Item>
        ) : (
          <List.Item>
            {t('terms.bonusForSpend', {
              amount: formatMoney(terms.maxBonusCents),
              spend: formatMoney(terms.referredSpendForBonusCents),
            })}
          </List.Item>
        )}
        {terms.adSpendShareMonths === null ? (
          <>
            <List.Item>{t('terms.subscriptions', { percent: percent(terms.subscriptionPercent) })}</List.Item>
            <List.Item>{t('terms.deposits', { percent: percent(terms.spendPercent) })}</List.Item>
          </>
        ) : (
          <>
            <List.Item>{t('terms.subscriptionsForLife', { percent: percent(terms.subscriptionPercent) })}</List.Item>
            <List.Item>
              {t('terms.adSpend', { percent: percent(terms.spendPercent), months: terms.adSpendShareMonths })}
            </List.Item>
          </>
        )}
        <List.Item>
          {t('payouts.schedule', {
            threshold: formatMoney(PAYOUT.thresholdCents),
            day: PAYOUT.payoutDayOfMonth,
            latest: PAYOUT.latestPayoutDayOfMonth,
            provider: t(`configuration:paymentMethod.${PAYOUT.provider}`),
          })}
        </List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        {t('terms.note')}
      </Text>
    </Card>
  );
};

import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/money';

/** "$200.00 when below $50.00", or "Off". */
export const useAutoTopUpText = () => {
  const { t } = useTranslation('ad-accounts');
  const formatMoney = useFormatMoney();
  return ({ autoTopUp }: AdAccount): string =>
    autoTopUp
      ? t('list.autoTopUpOn', { amount: formatMoney(autoTopUp.amount), threshold: formatMoney(autoTopUp.threshold) })
      : t('list.autoTopUpOff');
};

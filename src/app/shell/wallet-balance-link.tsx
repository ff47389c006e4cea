import type { User } from '@contract/users/users.schema';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { formatUsdCents } from '@/lib/money';

/**
 * The wallet balance in the header, on every seller page, leading to the wallet: after any
 * move the figure follows (it reads the account info every money action invalidates).
 */
export const WalletBalanceLink = ({ user }: { user: User | undefined }) => {
  const { t, i18n } = useTranslation('shell');
  if (!user) return null;
  const balance = formatUsdCents(user.balance, i18n.language);
  return (
    <LinkButton
      to="/payment"
      variant="light"
      size="compact-sm"
      aria-label={t('wallet.link', { balance })}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      // A phone's header has no room for it; the wallet page shows the balance first.
      visibleFrom="xs"
    >
      {balance}
    </LinkButton>
  );
};

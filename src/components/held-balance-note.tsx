import type { User } from '@contract/users/users.schema';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from './money';

type HeldWallet = Pick<User, 'heldBalance' | 'availableBalance'>;

/**
 * "$X held for pending refunds · $Y available to spend" while something is held, else null: the
 * held cents are still in the balance, but no transfer, plan or setup cost can use them.
 */
export const useHeldBalanceText = (wallet: HeldWallet): string | null => {
  const { t } = useTranslation('kit');
  const formatMoney = useFormatMoney();
  if (wallet.heldBalance <= 0) return null;
  return t('wallet.held', { held: formatMoney(wallet.heldBalance), available: formatMoney(wallet.availableBalance) });
};

/** The held and available money beside a balance, shown only while something is held. */
export const HeldBalanceNote = ({ wallet, ...props }: { wallet: HeldWallet } & TextProps) => {
  const text = useHeldBalanceText(wallet);
  if (text === null) return null;
  return (
    <Text size="sm" c="dimmed" {...props}>
      {text}
    </Text>
  );
};

import { Alert } from '@mantine/core';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsdCents } from '@/lib/money';
import { moneyIntents, type MoneyIntentKind } from '@/lib/money-intents';
import type { MoneyOutcomeError, MoneyOutcomeState } from '@/lib/money-outcome-error';

const WITH_AMOUNT = ['topUp', 'transfer', 'withdraw', 'refund'] as const satisfies readonly MoneyIntentKind[];
type KindWithAmount = (typeof WITH_AMOUNT)[number];
const hasAmountPhrase = (kind: MoneyIntentKind): kind is KindWithAmount =>
  WITH_AMOUNT.some((candidate) => candidate === kind);

export interface MoneyOutcomeFacts {
  kind: MoneyIntentKind | null;
  amountCents: number | null;
}

/** "Your $100.00 top-up went through", in the reader's language, for each outcome of a money action. */
export const useMoneyOutcomeText = () => {
  const { t, i18n } = useTranslation('money-outcome');
  const language = i18n.language;
  return useCallback(
    (outcome: MoneyOutcomeState | 'repeated', { kind, amountCents }: MoneyOutcomeFacts): string => {
      const action =
        kind === null
          ? t('action.other')
          : amountCents !== null && hasAmountPhrase(kind)
            ? t(`actionWithAmount.${kind}`, { amount: formatUsdCents(amountCents, language) })
            : t(`action.${kind}`);
      return t(`${outcome}`, { action });
    },
    [t, language],
  );
};

const COLORS: Record<MoneyOutcomeState, string> = { unknown: 'yellow', done: 'green', notDone: 'orange' };

/**
 * What became of a money request whose answer was lost, kept up to date: the store learns the outcome
 * from the server later (the shell's watcher asks again), here or in another tab.
 */
export const MoneyOutcomeAlert = ({ error }: { error: MoneyOutcomeError }) => {
  const describe = useMoneyOutcomeText();
  useSyncExternalStore(moneyIntents.subscribe, moneyIntents.version);
  const stored = moneyIntents.get(error.key)?.state;
  // Forgotten once a repeat's answer arrived: that answer, not this one, is on the screen.
  const outcome: MoneyOutcomeState =
    stored === 'unknown' || stored === 'done' || stored === 'notDone' ? stored : error.outcome;
  return (
    <Alert color={COLORS[outcome]} variant="light" role={outcome === 'unknown' ? 'status' : 'alert'}>
      {describe(outcome, error)}
    </Alert>
  );
};

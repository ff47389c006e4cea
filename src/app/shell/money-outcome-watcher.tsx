import { showNotification } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useMoneyOutcomeText } from '@/components/money-outcome';
import { isRecovering, moneyIntents, onMoneyIntentNews, PAGE_ID, type MoneyIntent } from '@/lib/money-intents';
import { adAccountsKeys } from '@/lib/queries/ad-accounts';
import { giftCodesKeys } from '@/lib/queries/gift-codes';
import { idempotencyApi } from '@/lib/queries/idempotency';
import { paymentsKeys } from '@/lib/queries/payments';
import { plansKeys } from '@/lib/queries/plans';
import { ticketsKeys } from '@/lib/queries/tickets';
import { transactionsKeys } from '@/lib/queries/transactions';
import { usersKeys } from '@/lib/queries/users';

/** A request another page sent is taken for lost once it has been on its way this long. */
const FOREIGN_SENT_LOST_AFTER_MS = 2 * 60_000;
/** Between two questions to the server about the same outcome (then every minute). */
const RECHECK_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000] as const;

/** An action whose outcome nobody on screen knows: its answer was lost, or its page is gone. */
const isAwaitingOutcome = (intent: MoneyIntent, now: number): boolean =>
  !isRecovering(intent.key) &&
  (intent.state === 'unknown' ||
    (intent.state === 'sent' && intent.page !== PAGE_ID && now - intent.at >= FOREIGN_SENT_LOST_AFTER_MS));

const mayAwaitOutcome = (intent: MoneyIntent): boolean =>
  intent.state === 'unknown' || (intent.state === 'sent' && intent.page !== PAGE_ID);

/** What a money action may have changed: balances, history, tickets, pending payments, plans and codes. */
const rereadMoney = (queryClient: QueryClient): void => {
  for (const queryKey of [
    usersKeys.all,
    transactionsKeys.all,
    ticketsKeys.all,
    adAccountsKeys.all,
    paymentsKeys.all,
    plansKeys.all,
    giftCodesKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
};

/**
 * Follows the signed-in user's money actions whose answer was lost (docs/decisions/money-and-ledger.md,
 * "A lost answer"): re-reads what they may have changed as soon as one is lost or settled, asks the server
 * what became of each until it knows (also after a reload or in another tab), and says so in a toast.
 */
export const MoneyOutcomeWatcher = ({ userId }: { userId: string }) => {
  const queryClient = useQueryClient();
  const describe = useMoneyOutcomeText();
  const showOutcome = useCallback(
    (outcome: 'done' | 'notDone', intent: MoneyIntent) =>
      showNotification({ color: outcome === 'done' ? 'green' : 'orange', message: describe(outcome, intent) }),
    [describe],
  );
  useSyncExternalStore(moneyIntents.subscribe, moneyIntents.version);
  const mine = moneyIntents.list().filter((intent) => intent.userId === userId);
  const lostOrSettled = mine
    .filter((intent) => intent.state === 'unknown' || intent.state === 'done' || intent.state === 'notDone')
    .map((intent) => `${intent.key}:${intent.state}`)
    .sort()
    .join(' ');
  const watched = mine
    .filter(mayAwaitOutcome)
    .map((intent) => intent.key)
    .sort()
    .join(' ');

  useEffect(() => {
    if (lostOrSettled !== '') rereadMoney(queryClient);
  }, [lostOrSettled, queryClient]);

  useEffect(
    () =>
      onMoneyIntentNews(({ kind, intent }) => {
        if (intent.userId !== userId) return;
        if (kind === 'repeated') showNotification({ color: 'blue', message: describe('repeated', intent) });
        else if (intent.state === 'done' || intent.state === 'notDone') showOutcome(intent.state, intent);
      }),
    [describe, showOutcome, userId],
  );

  useEffect(() => {
    if (watched === '') return;
    let cancelled = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      for (const key of watched.split(' ')) {
        const intent = moneyIntents.get(key);
        if (!intent || !isAwaitingOutcome(intent, Date.now())) continue;
        const answer = await idempotencyApi.getRequestOutcome.query({ params: { key } }).catch(() => null);
        if (cancelled) return;
        if (answer?.status !== 200 || answer.body.state === 'in_progress') continue;
        const outcome = answer.body.state === 'succeeded' ? 'done' : 'notDone';
        moneyIntents.setState(key, outcome);
        showOutcome(outcome, intent);
      }
      if (cancelled) return;
      timer = setTimeout(() => void check(), RECHECK_DELAYS_MS[Math.min(attempt, RECHECK_DELAYS_MS.length - 1)]);
      attempt += 1;
    };
    const checkNow = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void check();
    };

    void check();
    window.addEventListener('online', checkNow);
    document.addEventListener('visibilitychange', checkNow);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('online', checkNow);
      document.removeEventListener('visibilitychange', checkNow);
    };
  }, [watched, showOutcome]);

  return null;
};

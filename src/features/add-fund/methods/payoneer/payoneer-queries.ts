import { payoneerContract } from '@contract/payments/payoneer.contract';
import type { PayoneerPayment } from '@contract/payments/payoneer.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { paymentsApi, paymentsKeys } from '@/lib/queries/payments';
import type { TopUpOrder } from '../../flow/top-up-order';
import type { PayoneerCallback } from './payoneer-callback-search';

/** Starts connecting: the answer is Payoneer's consent page, which `onConsentPage` sends the browser to. */
export const useConnectPayoneer = (onConsentPage: (url: string) => Promise<void>) =>
  useMutation({
    mutationFn: async () => {
      const { clientRedirectUrl } = bodyOf(await paymentsApi.payoneer.connectPayoneer.mutate({}), 200);
      await onConsentPage(clientRedirectUrl);
    },
  });

/** Disconnects the account: only the Payoneer account changes. */
export const useDisconnectPayoneer = () => {
  const queryClient = useQueryClient();
  return paymentsApi.payoneer.disconnectPayoneer.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.payoneer() }),
  });
};

/** A new payment of the order from a balance, or an open one (the account's request) to continue. */
export type PayoneerPayInput = { order: TopUpOrder; balanceId: string } | { open: PayoneerPayment };

/**
 * Pays from a Payoneer balance: requests the payment, then confirms it, and hands the answer to
 * `onAnswer` (the result page when paid, the challenge page when Payoneer asks for one). An open
 * payment (the account's request) is confirmed, or handed on as it is when it waits for its
 * challenge. A failure reads the account again: a payment requested but not confirmed shows as
 * its open request, to continue.
 */
export const usePayWithPayoneer = (onAnswer: (payment: PayoneerPayment) => Promise<void>) => {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: async (input: PayoneerPayInput): Promise<void> => {
      const payment =
        'open' in input
          ? input.open
          : bodyOf(
              await paymentsApi.payoneer.requestPayoneerPayment.mutate(
                keys.withKey(
                  { body: { amount: input.order.amount, tip: input.order.tip, balanceId: input.balanceId } },
                  payoneerContract.requestPayoneerPayment,
                ),
              ),
              201,
            );
      const answer =
        payment.nextAction === 'confirm'
          ? bodyOf(
              await paymentsApi.payoneer.confirmPayoneerPayment.mutate(
                keys.withKey({ params: { id: payment.transactionId } }, payoneerContract.confirmPayoneerPayment),
              ),
              200,
            )
          : payment;
      // Part of the mutation, so the buttons wait until the browser has left for the next page.
      await onAnswer(answer);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.payoneer() }),
  });
};

/** The consent page answered without connecting the account (the seller declined, or Payoneer failed). */
export class PayoneerNotConnectedError extends Error {
  constructor(readonly description: string | undefined) {
    super('Payoneer account not connected');
    this.name = 'PayoneerNotConnectedError';
  }
}

/**
 * Relays what Payoneer sent the browser back with to the API, as its redirect would: the
 * consent page's code (the account is read again, then `onConnected`), or a passed challenge
 * (the paid payment goes to `onPaid`). The navigation is part of the mutation, so the page
 * shows its progress until the browser has left.
 */
export const useRelayPayoneerCallback = ({
  onConnected,
  onPaid,
}: {
  onConnected: () => Promise<void>;
  onPaid: (payment: PayoneerPayment) => Promise<void>;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (callback: Exclude<PayoneerCallback, { kind: 'invalid' }>): Promise<void> => {
      if (callback.kind === 'challenge') {
        const payment = bodyOf(
          await paymentsApi.payoneer.handlePayoneerChallengeCallback.query({
            params: { id: callback.id },
            query: callback.query,
          }),
          200,
        );
        await onPaid(payment);
        return;
      }
      const account = bodyOf(
        await paymentsApi.payoneer.handlePayoneerConnectCallback.query({ query: callback.query }),
        200,
      );
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.payoneer() });
      if (!account.connected) throw new PayoneerNotConnectedError(callback.query.error_description);
      await onConnected();
    },
  });
};

import type { VietqrPayment } from '@contract/payments/vietqr.schema';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfterTopUp, paymentsApi, vietqrPaymentOptions } from '@/lib/queries/payments';

/** An unpaid bank-QR payment is read again this often, so a transfer shows within seconds. */
export const VIETQR_POLL_MS = 3_000;

/** Waiting for the transfer; anything else is settled (paid, canceled, expired). */
export const isUnsettled = (payment: VietqrPayment): boolean =>
  payment.transaction.status === 'UNPAID' || payment.transaction.status === 'PROCESSING';

/** Starts a bank-QR top-up: QR, receiving account, VND amount and transfer code. The unpaid entry joins the history. */
export const useRequestVietqrPayment = () => {
  const queryClient = useQueryClient();
  return paymentsApi.vietqr.requestVietqrPayment.useMutation({ onSuccess: () => invalidateAfterTopUp(queryClient) });
};

/**
 * The payment as the server has it, read every few seconds while unsettled. Until the first read
 * the request's own answer stands in.
 */
export const useVietqrPayment = (requested: VietqrPayment) => {
  const query = paymentsApi.vietqr.getVietqrPayment.useQuery({
    ...vietqrPaymentOptions(requested.transactionId),
    refetchInterval: (current) => {
      const payment = current.state.data?.body;
      return payment === undefined || isUnsettled(payment) ? VIETQR_POLL_MS : false;
    },
  });
  return { payment: query.data?.body ?? requested, error: query.error };
};

/**
 * A new transfer code (the old one stops matching). A read of the payment already on its way
 * would bring the old code back, so it is cancelled and the answer written in its place.
 */
export const useRefreshVietqrCode = () => {
  const queryClient = useQueryClient();
  return paymentsApi.vietqr.refreshVietqrTransferCode.useMutation({
    onSuccess: async (response) => {
      const { queryKey } = vietqrPaymentOptions(response.body.transactionId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, response);
      // The history's entry carries the transfer code.
      await invalidateAfterTopUp(queryClient);
    },
  });
};

/** Cancels an unpaid payment: no money moves; the entry shows as canceled. */
export const useCancelVietqrPayment = () => {
  const queryClient = useQueryClient();
  return paymentsApi.vietqr.cancelVietqrPayment.useMutation({ onSuccess: () => invalidateAfterTopUp(queryClient) });
};

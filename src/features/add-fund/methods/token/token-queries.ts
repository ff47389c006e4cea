import type { PaymentStatus } from '@contract/common/enums.schema';
import type { UsdtDetection } from '@contract/payments/token.schema';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { invalidateAfterTopUp, paymentsApi, paymentsKeys } from '@/lib/queries/payments';

/** An open USDT payment is re-checked this often while its screen is open (and "Check now" at once). */
export const TOKEN_VERIFY_POLL_MS = 15_000;

/** Still waiting: for the transfer (UNPAID) or for the chain's confirmations (PROCESSING). */
export const isOpenPayment = (status: PaymentStatus): boolean => status === 'UNPAID' || status === 'PROCESSING';

// NOTE: verify is a POST (it re-checks the chain), so ts-rest gives it no query hook; the read is
// composed here, under the payments key so that `invalidateAfterTopUp` refreshes it too.

/** The chain's word on a USDT payment: status, confirmations so far and why it is not accepted yet. */
export const tokenVerificationOptions = (id: string) =>
  queryOptions({
    queryKey: paymentsKeys.tokenVerification(id),
    queryFn: async () => bodyOf(await paymentsApi.token.verifyTokenPayment.mutate({ params: { id } }), 200),
  });

/**
 * Starts a USDT top-up: the receiving address and the amount. Manual detection waits for the
 * seller's hash; automatic detection watches the address. The unpaid entry appears in the
 * wallet history, so the wallet's queries are read again.
 */
export const useRequestTokenPayment = (detection: UsdtDetection) => {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateAfterTopUp(queryClient);
  const manual = paymentsApi.token.requestTokenPayment.useMutation({ onSuccess });
  const auto = paymentsApi.token.requestAutoTokenPayment.useMutation({ onSuccess });
  return detection === 'auto' ? auto : manual;
};

/** Reports the on-chain transfer (hash and sender): the payment becomes PROCESSING. */
export const useFulfillTokenPayment = () => {
  const queryClient = useQueryClient();
  return paymentsApi.token.fulfillTokenPayment.useMutation({ onSuccess: () => invalidateAfterTopUp(queryClient) });
};

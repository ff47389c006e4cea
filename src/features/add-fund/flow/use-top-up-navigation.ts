import type { PaymentStatus } from '@contract/common/enums.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { RedirectFlow } from '@/lib/config';
import { invalidateAfterTopUp } from '@/lib/queries/payments';
import { RedirectRefusedError } from '@/lib/redirect-destination';
import { useFollowRedirect } from '@/lib/use-follow-redirect';

const FAILED_STATUSES: ReadonlySet<PaymentStatus> = new Set(['REJECTED', 'CANCELED']);

/**
 * The shared end of every payment method: once the server has answered, the wallet's queries
 * are read again and the browser goes to the result page (which reads the transaction back
 * from the API) or to the provider's page, one of the flow's providers only (`topUp`, or
 * `payoneerConnect` for Payoneer's consent page).
 */
export const useTopUpNavigation = (flow: Extract<RedirectFlow, 'topUp' | 'payoneerConnect'>) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const follow = useFollowRedirect(flow);

  const toResult = useCallback(
    async (transaction: { id: string; status: PaymentStatus }) => {
      await invalidateAfterTopUp(queryClient);
      await navigate({
        to: FAILED_STATUSES.has(transaction.status) ? '/payment/failed' : '/payment/success',
        search: { transactionId: transaction.id },
      });
    },
    [navigate, queryClient],
  );

  /**
   * Sends the browser to a provider's checkout; refuses anything but https or this app with
   * RedirectRefusedError (inside a mutation, its error shows it).
   */
  const toProvider = useCallback(
    async (url: string) => {
      await invalidateAfterTopUp(queryClient);
      if (!follow(url)) throw new RedirectRefusedError(url);
    },
    [follow, queryClient],
  );

  // For a screen that leaves on its own: busy while leaving, and the refusal to show if refused.
  const [leaving, setLeaving] = useState(false);
  const [refused, setRefused] = useState<RedirectRefusedError | null>(null);
  const leave = useCallback(
    async (url: string) => {
      setRefused(null);
      setLeaving(true);
      try {
        await toProvider(url);
      } catch (error) {
        setLeaving(false);
        if (!(error instanceof RedirectRefusedError)) throw error;
        setRefused(error);
      }
    },
    [toProvider],
  );

  return { toResult, toProvider, leave, leaving, refused };
};

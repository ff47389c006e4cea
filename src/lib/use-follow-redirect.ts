import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { getAppConfig, type RedirectFlow } from '@/lib/config';
import { redirectDestination } from '@/lib/redirect-destination';

/**
 * Sends the browser where the API's redirect for `flow` says: a path of this app through the router,
 * the https page of one of that flow's providers (`VITE_REDIRECT_HOSTS`) by a full load. Returns
 * false (and goes nowhere) for anything else: a shop's page for a top-up, a checkout for store connect.
 */
export const useFollowRedirect = (flow: RedirectFlow) => {
  const router = useRouter();
  return useCallback(
    (url: string): boolean => {
      const destination = redirectDestination(url, {
        origin: window.location.origin,
        allowedHosts: getAppConfig().redirectHostsByFlow[flow],
      });
      if (!destination) return false;
      if (destination.kind === 'app') router.history.push(destination.path);
      else window.location.assign(destination.href);
      return true;
    },
    [router, flow],
  );
};

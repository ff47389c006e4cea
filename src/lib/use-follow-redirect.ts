import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { getAppConfig } from '@/lib/config';
import { redirectDestination } from '@/lib/redirect-destination';

/**
 * Sends the browser where the API's redirect says: a path of this app through the router, the
 * https page of an allowed provider by a full load. Returns false (and goes nowhere) for anything else.
 */
export const useFollowRedirect = () => {
  const router = useRouter();
  return useCallback(
    (url: string): boolean => {
      const destination = redirectDestination(url, {
        origin: window.location.origin,
        allowedHosts: getAppConfig().redirectHosts,
      });
      if (!destination) return false;
      if (destination.kind === 'app') router.history.push(destination.path);
      else window.location.assign(destination.href);
      return true;
    },
    [router],
  );
};

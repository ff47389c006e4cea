import type { DemoControl } from '@contract/demo/demo-control.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The recent requests, re-rendered after every answered request. */
export const useRequestLog = (control: DemoControl) => useSyncExternalStore(control.onRequest, control.requestLog);

/**
 * The panel changes the backend behind the app's back (time, admin decisions), so every
 * cached answer may be stale: refetch what is on screen.
 */
export const useRefreshApp = (): (() => Promise<void>) => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
};

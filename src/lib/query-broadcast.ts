import type { QueryKey } from '@tanstack/react-query';
import { z } from 'zod';

/*
 * Data changes shared by the tabs of one origin: a tab that invalidated a query key (a mutation
 * changed that data) tells the others over a BroadcastChannel, and they invalidate the same key.
 * The demo's scenario resets reach every tab the same way (mocks/persistence.ts).
 */

const CHANNEL_NAME = 'query-invalidations';

const InvalidationSchema = z.object({
  type: z.literal('invalidate'),
  queryKey: z.array(z.unknown()).min(1),
  exact: z.boolean(),
});

export interface SharedInvalidation {
  queryKey: QueryKey;
  exact: boolean;
}

export interface QueryBroadcast {
  /** Tells the other tabs; a key the channel cannot carry is kept to this tab. */
  announce(invalidation: SharedInvalidation): void;
  close(): void;
}

const silent: QueryBroadcast = { announce: () => undefined, close: () => undefined };

/** `onInvalidation` hears the other tabs (never this one's own announcements). */
export const createQueryBroadcast = (
  onInvalidation: (invalidation: SharedInvalidation) => void,
  name = CHANNEL_NAME,
): QueryBroadcast => {
  if (typeof BroadcastChannel === 'undefined') return silent;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = InvalidationSchema.safeParse(event.data);
    if (parsed.success) onInvalidation({ queryKey: parsed.data.queryKey, exact: parsed.data.exact });
  };
  return {
    announce: ({ queryKey, exact }) => {
      try {
        channel.postMessage({ type: 'invalidate', queryKey: [...queryKey], exact });
      } catch {
        // NOTE: a key holding something structured clone refuses (a function) stays in this tab.
      }
    },
    close: () => channel.close(),
  };
};

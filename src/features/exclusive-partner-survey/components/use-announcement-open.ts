import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';

const POLL_MS = 400;

/**
 * The shell's announcement decides as follows: it is open while the configuration is
 * loading (id null: nothing may show yet) and until the id it shows is the stored
 * dismissed id. This reads the same rule, so the survey never stacks on top of it.
 */
const isAnnouncementOpen = (announcementId: string | null): boolean =>
  announcementId === null || readStorage(STORAGE_KEYS.dismissedAnnouncement) !== announcementId;

/** Whether the announcement modal is (or is about to be) on screen; watched only while `watching`. */
export const useAnnouncementOpen = (announcementId: string | null, watching: boolean): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!watching) return () => undefined;
      // NOTE: the announcement keeps its dismissal in its own state and writes it to localStorage,
      // and a write in this tab fires no event here; so the stored value is polled while it matters.
      const timer = window.setInterval(onChange, POLL_MS);
      window.addEventListener('storage', onChange);
      return () => {
        window.clearInterval(timer);
        window.removeEventListener('storage', onChange);
      };
    },
    [watching],
  );
  return useSyncExternalStore(subscribe, () => isAnnouncementOpen(announcementId));
};

import type { User } from '@contract/users/users.schema';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { dropPartnerView, isActivePartner, shouldDropPartnerView } from '@/lib/session';
import { redirectDestination } from '@/lib/redirect-destination';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { isPartnerPath } from './nav-items';
import { reloadPage } from './reload-page';

export type ShellView = 'seller' | 'partner';

const PARTNER_VIEW_VALUE = 'partner';

/**
 * Spec section 4, "Partner view": a stored partner view while the partnership is
 * not active is removed and the page reloads, so nothing partner-only stays on screen.
 */
export const usePartnerViewDrop = (me: User | undefined, reload: () => void = reloadPage): void => {
  useEffect(() => {
    if (me === undefined || !shouldDropPartnerView(me)) return;
    dropPartnerView();
    reload();
  }, [me, reload]);
};

/** The partner page last open, when it is still a partner page of this app (the stored text is not trusted). */
const lastPartnerPage = (): string | null => {
  const stored = readStorage(STORAGE_KEYS.lastPartnerPage);
  if (stored === null) return null;
  const destination = redirectDestination(stored, { origin: window.location.origin, allowedHosts: [] });
  if (destination?.kind !== 'app') return null;
  return isPartnerPath(new URL(destination.path, window.location.origin).pathname) ? destination.path : null;
};

/**
 * The seller / partner switch (only for active partners). The choice is kept in
 * localStorage so a reload keeps the view; a partner page opened directly shows
 * the partner sidebar whatever was stored. Switching to the partner view returns
 * to the partner page last open.
 */
export const usePartnerView = (me: User | undefined) => {
  const navigate = useNavigate();
  const router = useRouter();
  // The path only: the shell re-renders when the page changes, not when its search does.
  const onPartnerPage = useLocation({ select: (location) => isPartnerPath(location.pathname) });
  const [stored, setStored] = useState(() => readStorage(STORAGE_KEYS.partnerView) !== null);
  const canSwitch = me !== undefined && isActivePartner(me);
  const view: ShellView = canSwitch && (stored || onPartnerPage) ? 'partner' : 'seller';

  // Followed through the router's events rather than a render, so a new search costs the shell nothing.
  useEffect(() => {
    if (!canSwitch) return undefined;
    const remember = () => {
      const { pathname, href } = router.state.location;
      if (isPartnerPath(pathname)) writeStorage(STORAGE_KEYS.lastPartnerPage, href);
    };
    remember();
    return router.subscribe('onResolved', remember);
  }, [canSwitch, router]);

  const switchView = useCallback(
    (next: ShellView) => {
      if (next === 'partner') writeStorage(STORAGE_KEYS.partnerView, PARTNER_VIEW_VALUE);
      else removeStorage(STORAGE_KEYS.partnerView);
      setStored(next === 'partner');
      if (next === 'seller') {
        void navigate({ to: '/' });
        return;
      }
      const last = lastPartnerPage();
      void (last === null ? navigate({ to: '/partner-management' }) : navigate({ href: last }));
    },
    [navigate],
  );

  return { canSwitch, view, switchView };
};

import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { UI_TIMINGS } from '@contract/common/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: 1024 px wide or narrower counts as a small screen. */
const COMPACT_SCREEN_QUERY = `(max-width: ${UI_TIMINGS.mobileBreakpointPx}px)`;

/** Read synchronously on first render, so the layout does not flash the desktop version. */
export const useIsCompactScreen = (): boolean =>
  useMediaQuery(COMPACT_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });

const DISMISSED_KEY = 'desktopBannerDismissed';

// sessionStorage: dismissed for this tab's session, offered again in a new one.
const readDismissed = (): boolean => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
};

const writeDismissed = (): void => {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // NOTE: storage can be unavailable (private modes, embedded browsers); the banner then hides for this render tree only.
  }
};

/** Recommends the desktop version on small screens (spec section 1). */
export const DesktopBanner = ({ compact }: { compact: boolean }) => {
  const { t } = useTranslation('shell');
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!compact || dismissed) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      withCloseButton
      closeButtonLabel={t('desktopBanner.dismiss')}
      onClose={() => {
        writeDismissed();
        setDismissed(true);
      }}
    >
      {t('desktopBanner.message')}
    </Alert>
  );
};

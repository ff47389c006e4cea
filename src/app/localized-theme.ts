import { mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's own close buttons (toasts, modals, drawers) carry no name; axe reports them as
 * nameless buttons. Every one gets the translated "Close" here, once for the whole app.
 */
export const useLocalizedTheme = (theme: MantineThemeOverride): MantineThemeOverride => {
  const { t } = useTranslation('common');
  const close = t('actions.close');
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': close };
    return mergeThemeOverrides(theme, {
      components: {
        Notification: { defaultProps: { closeButtonProps } },
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    });
  }, [theme, close]);
};

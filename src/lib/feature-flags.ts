import type { BooleanFlagKey } from '@brands';
import { redirect } from '@tanstack/react-router';
import { getAppConfig } from './config';

export const isFeatureOn = (flag: BooleanFlagKey): boolean => getAppConfig().brand.flags[flag];

/**
 * For a route's `beforeLoad`: a page whose feature flag is off does not exist for the user,
 * so its address leads to the dashboard (the sidebar hides it by the same flag).
 */
export const requireFeature = (flag: BooleanFlagKey) => () => {
  if (!isFeatureOn(flag)) throw redirect({ to: '/', replace: true });
};

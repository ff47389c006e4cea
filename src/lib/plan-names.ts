import type { PlanId } from '@contract/common/enums.schema';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A plan's name in the reader's language. The server names plans by id only
 * (docs/decisions/plans-product-links-pixels-referral.md,
 * Plans and billing), so every screen that shows one (pricing, billing, the partner's members and
 * statistics) reads it here, from the bundled `common` namespace.
 */
export const usePlanName = () => {
  const { t } = useTranslation('common');
  // The same function until the language changes, so memoized tables keep their props.
  return useCallback((plan: PlanId): string => t(`planNames.${plan}`), [t]);
};

import type { SupportLink } from '@brands/support';
import { applySystemVariant, type EffectiveBrand } from '@brands/system-variants';
import { effectiveSupportLink } from '@/components/support-link';
import { getAppConfig } from '@/lib/config';
import { useConfiguration } from '@/lib/queries/configuration';

/**
 * The brand as the help screens describe it: the build's brand with the server's system
 * variant applied (ADREACH changes support, refund methods and flags), and the support chat.
 * Until the configuration answers, the build's brand is described and no chat link shows
 * (the shell's rule, so an ADREACH user never sees the build's contact first).
 */
export const useHelpContext = (): { brand: EffectiveBrand; supportLink: SupportLink | null } => {
  const { brand } = getAppConfig();
  const configuration = useConfiguration();
  const system = configuration.data?.body.system ?? null;
  return {
    brand: applySystemVariant(brand, system ?? 'DEFAULT'),
    supportLink: configuration.isPending ? null : effectiveSupportLink(brand, system),
  };
};

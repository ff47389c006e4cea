import { isBrandId, isIdentityId, KNOWN_BRAND_IDS } from './brand-ids';
import type { Brand } from './brand.schema';
import { IDENTITIES } from './identities';
import { BRANDS } from './registry';

export class UnknownBrandError extends Error {
  override readonly name = 'UnknownBrandError';
  constructor(readonly brandId: string) {
    super(`Unknown brand "${brandId}". Valid ids: ${KNOWN_BRAND_IDS.join(', ')}.`);
  }
}

/**
 * A brand by theme id, or an identity by its id: the identity's base theme with
 * the identity's id, name, logos and (when it has them) support contacts. A browser build
 * replaces this module with one that knows only the brand it was built for (vite.config.ts).
 */
export const resolveBrand = (id: string): Brand => {
  if (isBrandId(id)) return BRANDS[id];
  if (isIdentityId(id)) {
    const identity = IDENTITIES[id];
    const base = BRANDS[identity.baseBrandId];
    return {
      ...base,
      id: identity.id,
      name: identity.name,
      logos: identity.logos,
      support: identity.support ?? base.support,
    };
  }
  throw new UnknownBrandError(id);
};

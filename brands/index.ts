import { type Brand } from './brand.schema';
import { IDENTITIES, IDENTITY_IDS, isIdentityId } from './identities';
import { BRAND_IDS, BRANDS, isBrandId } from './registry';

export * from './brand.schema';
export * from './flags.schema';
export * from './identities';
export * from './registry';
export * from './support';
export * from './system-variants';

/** Every id VITE_BRAND accepts: the seven themes, then the white-label identities. */
export const KNOWN_BRAND_IDS: readonly string[] = [...BRAND_IDS, ...IDENTITY_IDS];

export class UnknownBrandError extends Error {
  override readonly name = 'UnknownBrandError';
  constructor(readonly brandId: string) {
    super(`Unknown brand "${brandId}". Valid ids: ${KNOWN_BRAND_IDS.join(', ')}.`);
  }
}

/**
 * A brand by theme id, or an identity by its id: the identity's base theme with
 * the identity's id, name, logos and (when it has them) support contacts.
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

export const isKnownBrandId = (id: string): boolean => isBrandId(id) || isIdentityId(id);

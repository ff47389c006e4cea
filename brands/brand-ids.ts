/*
 * The ids VITE_BRAND accepts, with no brand attached: the app's settings check the id from here,
 * so a build carries only the brand it was built for (issue 27). `registry.ts` and
 * `identities.ts` are typed by these lists, so an id and its brand cannot disagree.
 */

/** The seven colour themes of spec section 1. */
export const BRAND_IDS = ['centre', 'lumen', 'harbor', 'saffron', 'jade', 'lagoon', 'graphite'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** The white-label identities, each on one of the themes. */
export const IDENTITY_IDS = ['blue-peak', 'sprout-media', 'night-owl'] as const;
export type IdentityId = (typeof IDENTITY_IDS)[number];

/** The brand a build gets when VITE_BRAND is not set. */
export const DEFAULT_BRAND_ID: BrandId = 'centre';

/** Every id VITE_BRAND accepts: the seven themes, then the white-label identities. */
export const KNOWN_BRAND_IDS: readonly string[] = [...BRAND_IDS, ...IDENTITY_IDS];

const includes = <Id extends string>(ids: readonly Id[], id: string): id is Id => ids.some((known) => known === id);

export const isBrandId = (id: string): id is BrandId => includes(BRAND_IDS, id);
export const isIdentityId = (id: string): id is IdentityId => includes(IDENTITY_IDS, id);
export const isKnownBrandId = (id: string): boolean => isBrandId(id) || isIdentityId(id);

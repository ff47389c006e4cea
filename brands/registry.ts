import { centreBrand } from './centre';
import { graphiteBrand } from './graphite';
import { harborBrand } from './harbor';
import { jadeBrand } from './jade';
import { lagoonBrand } from './lagoon';
import { lumenBrand } from './lumen';
import { saffronBrand } from './saffron';

/**
 * The seven colour themes of spec section 1. Keys are taken from each brand's own
 * id, so a key and its brand's id cannot disagree and `BrandId` is written once.
 */
export const BRANDS = {
  [centreBrand.id]: centreBrand,
  [lumenBrand.id]: lumenBrand,
  [harborBrand.id]: harborBrand,
  [saffronBrand.id]: saffronBrand,
  [jadeBrand.id]: jadeBrand,
  [lagoonBrand.id]: lagoonBrand,
  [graphiteBrand.id]: graphiteBrand,
} as const;

export type BrandId = keyof typeof BRANDS;

export const BRAND_IDS: readonly BrandId[] = Object.values(BRANDS).map((brand) => brand.id);

/** The brand a build gets when VITE_BRAND is not set. */
export const DEFAULT_BRAND_ID = centreBrand.id;

export const isBrandId = (id: string): id is BrandId => Object.hasOwn(BRANDS, id);

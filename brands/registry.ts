import type { Brand } from './brand.schema';
import type { BrandId } from './brand-ids';
import { centreBrand } from './centre';
import { graphiteBrand } from './graphite';
import { harborBrand } from './harbor';
import { jadeBrand } from './jade';
import { lagoonBrand } from './lagoon';
import { lumenBrand } from './lumen';
import { saffronBrand } from './saffron';

/** The seven colour themes of spec section 1, by id. */
export const BRANDS = {
  [centreBrand.id]: centreBrand,
  [lumenBrand.id]: lumenBrand,
  [harborBrand.id]: harborBrand,
  [saffronBrand.id]: saffronBrand,
  [jadeBrand.id]: jadeBrand,
  [lagoonBrand.id]: lagoonBrand,
  [graphiteBrand.id]: graphiteBrand,
} as const satisfies Record<BrandId, Brand>;

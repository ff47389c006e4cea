import { z } from 'zod';
import { BrandIdFormatSchema, LogosSchema, SupportContactsSchema } from './brand.schema';
import bluePeakLogo from './identity-assets/blue-peak/logo.svg';
import bluePeakMark from './identity-assets/blue-peak/mark.svg';
import nightOwlLogo from './identity-assets/night-owl/logo.svg';
import nightOwlMark from './identity-assets/night-owl/mark.svg';
import sproutLogo from './identity-assets/sprout-media/logo.svg';
import sproutMark from './identity-assets/sprout-media/mark.svg';
import { BRAND_IDS, type IdentityId } from './brand-ids';

/**
 * A white-label identity (spec: "Alternate brand identities are recognised"): its own
 * name, logos and optionally support contacts, on top of one of the seven themes,
 * whose colours, links, flags and layout it keeps.
 */
export const IdentitySchema = z
  .object({
    id: BrandIdFormatSchema,
    name: z.string().min(1),
    baseBrandId: z.enum(BRAND_IDS, { error: `expected one of the theme ids: ${BRAND_IDS.join(', ')}` }),
    logos: LogosSchema,
    support: SupportContactsSchema.optional().describe('Replaces the base brand’s contacts when present'),
  })
  .strict();
type Identity = z.infer<typeof IdentitySchema>;

/** Keeps the literal id so `IdentityId` is derived from the identities themselves. */
const defineIdentity = <const Id extends string>(identity: Identity & { id: Id }): Identity & { id: Id } => identity;

const bluePeakIdentity = defineIdentity({
  id: 'blue-peak',
  name: 'BluePeak Ads',
  baseBrandId: 'harbor',
  logos: { wordmark: bluePeakLogo, mark: bluePeakMark },
  support: { telegram: 'https://t.me/bluepeak_ads', supportUrl: 'https://bluepeak.example/support' },
});

// Keeps Jade Growth's Discord and Telegram: a reseller that shares the agency's support team.
const sproutIdentity = defineIdentity({
  id: 'sprout-media',
  name: 'Sprout Media',
  baseBrandId: 'jade',
  logos: { wordmark: sproutLogo, mark: sproutMark },
});

const nightOwlIdentity = defineIdentity({
  id: 'night-owl',
  name: 'Night Owl Ads',
  baseBrandId: 'centre',
  logos: { wordmark: nightOwlLogo, mark: nightOwlMark },
  support: { messenger: 'https://m.me/nightowlads', whatsapp: 'https://wa.me/84900000008' },
});

export const IDENTITIES = {
  [bluePeakIdentity.id]: bluePeakIdentity,
  [sproutIdentity.id]: sproutIdentity,
  [nightOwlIdentity.id]: nightOwlIdentity,
} as const satisfies Record<IdentityId, Identity>;

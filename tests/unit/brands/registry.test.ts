import { describe, expect, it } from 'vitest';
import {
  BRAND_COLOR,
  BRAND_IDS,
  BRANDS,
  BrandSchema,
  DEFAULT_BRAND_ID,
  FeatureFlagsSchema,
  type Brand,
  type FeatureFlags,
} from '@brands';

const FLAG_KEYS = FeatureFlagsSchema.keyof().options;
const brands: Brand[] = Object.values(BRANDS);

// WCAG relative luminance and contrast ratio, to check filled buttons keep white text readable.
const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrastWithWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

const primaryButtonColour = (brand: Brand): string => {
  const shade = brand.theme.primaryShade;
  const index = typeof shade === 'object' ? shade.light : shade;
  const colour = brand.theme.colors?.[BRAND_COLOR]?.[index ?? 6];
  if (colour === undefined) throw new Error(`${brand.id} has no primary shade`);
  return colour;
};

const withoutFlag = (flags: FeatureFlags, flag: keyof FeatureFlags): Record<string, unknown> =>
  Object.fromEntries(Object.entries(flags).filter(([key]) => key !== flag));

describe('The brand registry', () => {
  it('has the seven colour themes of the spec, keyed by their own ids', () => {
    expect(BRAND_IDS).toHaveLength(7);
    expect(new Set(BRAND_IDS).size).toBe(7);
    expect(BRAND_IDS).toContain('centre');
    for (const id of BRAND_IDS) expect(BRANDS[id].id).toBe(id);
    expect(DEFAULT_BRAND_ID).toBe('centre');
  });

  it.each(brands.map((brand) => [brand.id, brand] as const))('%s parses with BrandSchema', (_id, brand) => {
    const result = BrandSchema.safeParse(brand);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(brands.map((brand) => [brand.id, brand] as const))('%s states every feature flag', (_id, brand) => {
    expect(Object.keys(brand.flags).sort()).toEqual([...FLAG_KEYS].sort());
    for (const key of FLAG_KEYS) expect(brand.flags[key]).toBeDefined();
    expect(Object.keys(brand.flags.emailVerification).sort()).toEqual(['enabled', 'mayBeDoneLater']);
  });

  it('gives each brand its own name and main colour', () => {
    expect(new Set(brands.map((brand) => brand.name)).size).toBe(brands.length);
    expect(new Set(brands.map(primaryButtonColour)).size).toBe(brands.length);
    expect(BRANDS.centre.name).toBe('Ads Centre');
  });

  it.each(brands.map((brand) => [brand.id, brand] as const))(
    '%s uses the shared `brand` palette with 10 shades and readable white button text',
    (_id, brand) => {
      expect(brand.theme.primaryColor).toBe(BRAND_COLOR);
      expect(brand.theme.colors?.[BRAND_COLOR]).toHaveLength(10);
      expect(contrastWithWhite(primaryButtonColour(brand))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives the centre theme its black, cyan and pink palette', () => {
    const theme = BRANDS.centre.theme;
    expect(theme.black).toBe('#161823');
    expect(theme.colors?.[BRAND_COLOR]?.[6]).toBe('#fe2c55');
    expect(theme.colors?.accent?.[6]).toBe('#25f4ee');
  });

  it('ships every brand with a support contact and both logos as SVG', () => {
    for (const brand of brands) {
      expect(Object.values(brand.support).length, brand.id).toBeGreaterThan(0);
      expect(brand.logos.wordmark, brand.id).toMatch(/^(data:image\/svg\+xml|\/.*\.svg$)/);
      expect(brand.logos.mark, brand.id).toMatch(/^(data:image\/svg\+xml|\/.*\.svg$)/);
      expect(brand.logos.mark).not.toBe(brand.logos.wordmark);
    }
  });

  it('uses both layouts across brands', () => {
    expect(new Set(brands.map((brand) => brand.layout))).toEqual(new Set(['vertical', 'horizontal']));
  });
});

describe('Flag defaults per brand', () => {
  it('turns everything on except refund for the centre brand (first reading)', () => {
    const { emailVerification, refund, ...rest } = BRANDS.centre.flags;
    expect(refund).toBe(false);
    expect(Object.values(rest).every(Boolean)).toBe(true);
    expect(emailVerification).toEqual({ enabled: true, mayBeDoneLater: true });
  });

  it('turns the second reading’s eleven flags off for Graphite Partners', () => {
    const flags = BRANDS.graphite.flags;
    const off = [
      'trial',
      'tip',
      'subscription',
      'pixel',
      'referral',
      'partnership',
      'productLink',
      'refund',
      'invoice',
      'userGuide',
      'notifications',
    ] as const;
    for (const flag of off) expect(flags[flag], flag).toBe(false);
    expect(flags.autoTopUp && flags.autoRefund && flags.helpCentre && flags.emailVerification.enabled).toBe(true);
  });

  it('varies flags between brands (no two agency brands are configured alike)', () => {
    const signatures = brands.map((brand) => JSON.stringify(brand.flags));
    expect(new Set(signatures).size).toBe(brands.length);
    expect(brands.some((brand) => !brand.flags.emailVerification.mayBeDoneLater)).toBe(true);
  });
});

describe('BrandSchema', () => {
  const centre = BRANDS.centre;

  it('rejects a brand that leaves out a flag', () => {
    const result = BrandSchema.safeParse({ ...centre, flags: withoutFlag(centre.flags, 'autoRefund') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['flags', 'autoRefund']);
  });

  it('rejects a misspelt flag', () => {
    expect(BrandSchema.safeParse({ ...centre, flags: { ...centre.flags, refunds: true } }).success).toBe(false);
  });

  it('rejects guide links that are not absolute https URLs', () => {
    const result = BrandSchema.safeParse({
      ...centre,
      guideLinks: { ...centre.guideLinks, faq: 'http://help.example/faq' },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['guideLinks', 'faq'],
      message: 'expected an absolute https URL',
    });
    expect(BrandSchema.safeParse({ ...centre, guideLinks: { ...centre.guideLinks, terms: '/terms' } }).success).toBe(
      false,
    );
  });

  it('rejects a theme whose primary colour has no palette, or a palette without 10 shades', () => {
    const noPalette = BrandSchema.safeParse({ ...centre, theme: { ...centre.theme, primaryColor: 'violet' } });
    expect(noPalette.error?.issues[0]).toMatchObject({ path: ['theme', 'primaryColor'] });
    const shortPalette = BrandSchema.safeParse({
      ...centre,
      theme: { ...centre.theme, colors: { brand: ['#ffffff'] } },
    });
    expect(shortPalette.success).toBe(false);
    expect(BrandSchema.safeParse({ ...centre, theme: undefined }).success).toBe(false);
  });

  it('rejects a support contact on an unknown channel or with a bad URL', () => {
    expect(BrandSchema.safeParse({ ...centre, support: { zalo: 'https://zalo.me/1' } }).success).toBe(false);
    expect(BrandSchema.safeParse({ ...centre, support: { telegram: 't.me/x' } }).success).toBe(false);
  });

  it('rejects ids that are not kebab-case', () => {
    expect(BrandSchema.safeParse({ ...centre, id: 'Ads Centre' }).success).toBe(false);
    expect(BrandSchema.safeParse({ ...centre, id: 'ads_centre' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BRAND_IDS,
  BRANDS,
  BrandSchema,
  IDENTITIES,
  IDENTITY_IDS,
  IdentitySchema,
  resolveBrand,
  UnknownBrandError,
} from '@brands';

const identities = Object.values(IDENTITIES);

describe('White-label identities', () => {
  it('has a few identities whose ids do not clash with the themes', () => {
    expect(IDENTITY_IDS.length).toBeGreaterThanOrEqual(2);
    for (const id of IDENTITY_IDS) expect(BRAND_IDS).not.toContain(id);
  });

  it.each(identities.map((identity) => [identity.id, identity] as const))(
    '%s parses with IdentitySchema',
    (_id, identity) => {
      const result = IdentitySchema.safeParse(identity);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it('refuses an identity on top of an unknown theme, naming the valid ones', () => {
    const [first] = identities;
    const result = IdentitySchema.safeParse({ ...first, baseBrandId: 'violet' });
    expect(result.error?.issues[0]?.message).toBe(`expected one of the theme ids: ${BRAND_IDS.join(', ')}`);
  });

  it.each(identities.map((identity) => [identity.id, identity] as const))(
    '%s resolves to its base theme with its own name and logos',
    (id, identity) => {
      const base = BRANDS[identity.baseBrandId];
      const brand = resolveBrand(id);
      expect(brand.theme).toBe(base.theme);
      expect(brand.flags).toEqual(base.flags);
      expect(brand.guideLinks).toEqual(base.guideLinks);
      expect(brand.layout).toBe(base.layout);
      expect(brand).toMatchObject({ id, name: identity.name, logos: identity.logos });
      expect(brand.name).not.toBe(base.name);
      expect(BrandSchema.safeParse(brand).success).toBe(true);
    },
  );

  it('uses an identity’s own support contacts when it has them, else its base theme’s', () => {
    expect(resolveBrand('blue-peak').support).toEqual(IDENTITIES['blue-peak'].support);
    expect(resolveBrand('blue-peak').support).not.toEqual(BRANDS.harbor.support);
    expect(IDENTITIES['sprout-media'].support).toBeUndefined();
    expect(resolveBrand('sprout-media').support).toEqual(BRANDS.jade.support);
  });
});

describe('resolveBrand', () => {
  it('returns a theme as registered', () => {
    for (const id of BRAND_IDS) expect(resolveBrand(id)).toBe(BRANDS[id]);
  });

  it('throws a readable error listing every valid id for an unknown one', () => {
    expect(() => resolveBrand('acme')).toThrow(UnknownBrandError);
    expect(() => resolveBrand('acme')).toThrow(
      'Unknown brand "acme". Valid ids: centre, lumen, harbor, saffron, jade, lagoon, graphite, blue-peak, sprout-media, night-owl.',
    );
  });

  it('does not treat inherited object keys as ids', () => {
    expect(() => resolveBrand('toString')).toThrow(UnknownBrandError);
    expect(() => resolveBrand('__proto__')).toThrow(UnknownBrandError);
  });
});

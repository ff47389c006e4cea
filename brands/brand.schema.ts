import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { z } from 'zod';
import { FeatureFlagsSchema } from './flags.schema';
import { READABLE_COLORS } from './readable-colors';

/** Kebab-case ids: they appear in env files, URLs of e2e fixtures and storage keys. */
export const BrandIdFormatSchema = z
  .string()
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, { error: 'expected a kebab-case id such as "ads-centre"' });

const HttpsUrlSchema = z.url({ protocol: /^https$/, error: 'expected an absolute https URL' });

/**
 * A logo as Vite hands it over from `import url from './logo.svg'`: a root path in
 * dev and tests, a hashed path in builds, or a data URI when Vite inlines a small file.
 */
const LogoUrlSchema = z.string().refine((value) => /^(\/|https:\/\/|data:image\/svg\+xml)/.test(value), {
  error: 'expected an imported SVG URL (root path, https URL or data URI)',
});

export const LogosSchema = z
  .object({
    wordmark: LogoUrlSchema.describe('Full logo with the brand name, for the header and auth pages'),
    mark: LogoUrlSchema.describe('Square mark, for the collapsed sidebar and the favicon'),
  })
  .strict();

const GuideLinksSchema = z
  .object({
    userGuide: HttpsUrlSchema,
    helpCentre: HttpsUrlSchema,
    terms: HttpsUrlSchema,
    privacy: HttpsUrlSchema,
    faq: HttpsUrlSchema,
  })
  .strict();

/** Support channels in the spec's fallback order: the first one a brand has is the chat link. */
export const SupportChannelSchema = z.enum(['messenger', 'discord', 'telegram', 'instagram', 'whatsapp', 'supportUrl']);
export type SupportChannel = z.infer<typeof SupportChannelSchema>;

/** Each channel is optional; keys come from SupportChannelSchema so the order lives in one place. */
export const SupportContactsSchema = z.partialRecord(SupportChannelSchema, HttpsUrlSchema);
export type SupportContacts = z.infer<typeof SupportContactsSchema>;

export const LayoutSchema = z.enum(['vertical', 'horizontal'], { error: 'expected "vertical" or "horizontal"' });
export type Layout = z.infer<typeof LayoutSchema>;

/** Every brand names its main palette `brand`, so components can write `color="brand"` for any brand. */
export const BRAND_COLOR = 'brand';

const HexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, { error: 'expected a #rrggbb colour' });

/** What the registry requires of a theme; the rest of Mantine's override is free. */
const BrandThemeShapeSchema = z
  .object({
    primaryColor: z.string().min(1),
    colors: z.record(z.string(), z.array(HexColorSchema).length(10)),
    fontFamily: z.string().min(1),
    defaultRadius: z.union([z.string().min(1), z.number().nonnegative()]),
  })
  .refine((theme) => theme.colors[theme.primaryColor] !== undefined, {
    error: 'primaryColor must name a palette in theme.colors',
    path: ['primaryColor'],
  });

/**
 * Typed as Mantine's own override type; checked at runtime only for the parts the
 * registry relies on (zod cannot describe Mantine's deep partial type).
 */
const BrandThemeSchema = z.custom<MantineThemeOverride>().superRefine((theme, ctx) => {
  const result = BrandThemeShapeSchema.safeParse(theme);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

export const BrandSchema = z
  .object({
    id: BrandIdFormatSchema,
    name: z.string().min(1),
    logos: LogosSchema,
    guideLinks: GuideLinksSchema,
    theme: BrandThemeSchema,
    support: SupportContactsSchema,
    flags: FeatureFlagsSchema,
    layout: LayoutSchema,
  })
  .strict();
export type Brand = z.infer<typeof BrandSchema>;

/** Keeps the literal id so the registry can derive the `BrandId` union from the brands themselves. */
export const defineBrand = <const Id extends string>(brand: Brand & { id: Id }): Brand & { id: Id } => brand;

/** Fallback after each brand's web font (all chosen for their Vietnamese glyphs), used until or unless it loads. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

type BrandThemeOptions = {
  /** Ten shades, lightest first, as Mantine expects. */
  palette: MantineColorsTuple;
  /** Index of the shade used for filled buttons in the light scheme (white text must stay readable). */
  primaryShade: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  fontFamily: string;
  defaultRadius: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Extra palettes (e.g. the centre theme's cyan) and overrides such as `black`. */
  extra?: MantineThemeOverride;
};

/** One way to build every brand theme, so they differ only in what a brand chooses. */
export const createBrandTheme = ({ palette, primaryShade, fontFamily, defaultRadius, extra = {} }: BrandThemeOptions) =>
  createTheme({
    ...extra,
    primaryColor: BRAND_COLOR,
    primaryShade: { light: primaryShade, dark: 8 },
    colors: { ...READABLE_COLORS, ...extra.colors, [BRAND_COLOR]: palette },
    fontFamily,
    headings: { fontFamily },
    defaultRadius,
  });

import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BRANDS, type Brand } from '@brands';
import { READABLE_COLORS } from '@brands/readable-colors';

/** WCAG AA for normal-size text. */
const AA = 4.5;

/** The light-scheme CSS variables Mantine writes for a brand's theme, as the app's MantineProvider does. */
const cssVariablesOf = (brand: Brand): Record<string, string> => {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, brand.theme));
  return { ...resolved.variables, ...resolved.light };
};

/** Follows `var(--x)` references down to a #rgb or #rrggbb colour. */
const colourOf = (variables: Record<string, string>, name: string): string => {
  let value = variables[name];
  for (let depth = 0; value?.startsWith('var(') && depth < 10; depth += 1) {
    value = variables[value.slice(4, -1)];
  }
  if (!value || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) throw new Error(`${name} is not a hex colour: ${value}`);
  return value.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
};

// WCAG 2.1 relative luminance and contrast ratio.
const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

interface Pair {
  what: string;
  text: string;
  background: string;
}

/** Text colour on background colour, as Mantine's variables name them. */
const BASE_PAIRS: Pair[] = [
  { what: 'dimmed text on the page', text: '--mantine-color-dimmed', background: '--mantine-color-body' },
  { what: 'dimmed text on gray-0 panels', text: '--mantine-color-dimmed', background: '--mantine-color-gray-0' },
  { what: 'body text on the page', text: '--mantine-color-text', background: '--mantine-color-body' },
  { what: 'field errors on the page', text: '--mantine-color-error', background: '--mantine-color-body' },
  { what: 'links on the page', text: '--mantine-color-anchor', background: '--mantine-color-body' },
  {
    what: 'primary button text',
    text: '--mantine-primary-color-contrast',
    background: '--mantine-primary-color-filled',
  },
  {
    what: 'primary button text on hover',
    text: '--mantine-primary-color-contrast',
    background: '--mantine-primary-color-filled-hover',
  },
  {
    what: 'light primary button text',
    text: '--mantine-primary-color-light-color',
    background: '--mantine-primary-color-light',
  },
];

/** Each status colour as a filled control, as `c=` text, and as a light alert or badge. */
const statusPairs = (colour: string): Pair[] => [
  { what: `${colour}: filled`, text: '--mantine-color-white', background: `--mantine-color-${colour}-filled` },
  { what: `${colour}: text on the page`, text: `--mantine-color-${colour}-text`, background: '--mantine-color-body' },
  {
    what: `${colour}: light variant`,
    text: `--mantine-color-${colour}-light-color`,
    background: `--mantine-color-${colour}-light`,
  },
];

const PAIRS: Pair[] = [
  ...BASE_PAIRS,
  ...Object.keys(READABLE_COLORS).flatMap(statusPairs),
  // The shell's "profile incomplete" alert is a light yellow alert with a link in it.
  { what: 'a link in a yellow alert', text: '--mantine-color-anchor', background: '--mantine-color-yellow-light' },
];

describe.each(Object.values(BRANDS).map((brand) => [brand.id, brand] as const))('the %s theme', (_id, brand) => {
  const variables = cssVariablesOf(brand);

  it.each(PAIRS)('keeps $what at 4.5:1 or more', ({ text, background }) => {
    const [foreground, behind] = [colourOf(variables, text), colourOf(variables, background)];
    expect(contrast(foreground, behind), `${foreground} on ${behind}`).toBeGreaterThanOrEqual(AA);
  });
});

describe('contrast', () => {
  it('matches WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

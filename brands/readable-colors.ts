import type { MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes for the status colours the app uses, with shades 6 to 9 darkened (same
 * hue) so that every brand's theme keeps text at WCAG AA (4.5:1), whatever its primary shade:
 * Mantine writes dimmed text and field errors in shade 6, filled controls (white text) and
 * `c="red"` text in the brand's primary shade (6, 7 or 8), and light variants (alerts, badges)
 * as shade 9 on shade 1. Mantine's own shade 6 is 1.9:1 (yellow) to 4.0:1 (grape) on white.
 * Yellow's shades 0 and 1 are lighter too, so a link reads on a yellow alert.
 * tests/unit/brands/contrast.test.ts checks these pairs for every brand.
 */
export const READABLE_COLORS = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#687078', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#d40606', '#c30f0f', '#b01b1b', '#9f2121'],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#ad4f01',
    '#a54505',
    '#9d3c08',
    '#96320a',
  ],
  yellow: [
    '#fffcee',
    '#fff9db',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#976a03',
    '#925f00',
    '#8f5300',
    '#8b4800',
  ],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#297c38', '#237332', '#206a2e', '#1e612b'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0c7b59', '#087252', '#06694b', '#066146'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#146ab4', '#1662a6', '#145a9b', '#14538e'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#a126c0', '#902fa7', '#832d98', '#78298c'],
} satisfies Record<string, MantineColorsTuple>;

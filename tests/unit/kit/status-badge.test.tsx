// @vitest-environment happy-dom
import { BRANDS } from '@brands/registry';
import en from '@locales/en/common.json';
import vi from '@locales/vi/common.json';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi as vitest } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { changeLocale } from '@/lib/i18n';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  STATUS_KINDS,
  STATUS_SCHEMAS,
  statusBadgeColors,
  StatusBadge,
  statusLabelKey,
  statusTone,
  TONE_COLORS,
  type StatusKind,
  type StatusTone,
} from '@/components/status-badge';
import { renderKit, setupKitTests } from './kit-test-utils';

vitest.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();

/** Looks a dotted key up in a locale file, without its namespace. */
const lookup = (file: unknown, key: string): unknown =>
  key
    .replace(/^common:/, '')
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      file,
    );

const everyStatus = STATUS_KINDS.flatMap((kind) =>
  (STATUS_SCHEMAS[kind].options as readonly string[]).map((value) => ({ kind, value })),
);
/** The table is typed by kind; the loops above are not. */
const labelKey = (kind: StatusKind, value: string) => statusLabelKey(kind, value as never);
const toneOf = (kind: StatusKind, value: string) => statusTone(kind, value as never);

describe('the status table', () => {
  it('covers every state list of spec section 4', () => {
    expect([...STATUS_KINDS].sort()).toEqual(
      [
        'adAccountDisplay',
        'adAccountRequest',
        'billing',
        'card',
        'giftCode',
        'member',
        'memberInformation',
        'paymentResult',
        'paymentStatus',
        'productLink',
        'providerAvailability',
        'refund',
        'subscription',
        'ticket',
        'user',
        'verification',
        'video',
      ].sort(),
    );
  });

  it.each(everyStatus)('labels $kind "$value" in vi and en, with a colour', ({ kind, value }) => {
    const key = labelKey(kind, value);
    expect(typeof lookup(vi, key), `vi ${key}`).toBe('string');
    expect(typeof lookup(en, key), `en ${key}`).toBe('string');
    expect(Object.keys(TONE_COLORS)).toContain(toneOf(kind, value));
  });

  it('gives the spec labels for ad accounts and maps billing to paid, pending and Rejected', () => {
    expect(lookup(en, labelKey('adAccountDisplay', 'SHOW_ACCOUNT_STATUS_PUNISHED'))).toBe('Punishment');
    expect(lookup(en, labelKey('adAccountDisplay', 'CONTRACT_NOT_YET_EFFECTIVE'))).toBe('Not yet effective');
    expect(['pending', 'done', 'rejected'].map((value) => lookup(en, labelKey('billing', value)))).toEqual([
      'Pending',
      'Paid',
      'Rejected',
    ]);
  });

  it('colours by meaning: green success, orange waiting, red refused, gray closed, blue in progress', () => {
    expect(TONE_COLORS).toEqual({
      success: 'green',
      waiting: 'orange',
      refused: 'red',
      neutral: 'gray',
      progress: 'blue',
    });
    expect(toneOf('adAccountDisplay', 'SHOW_ACCOUNT_STATUS_APPROVED')).toBe('success');
    expect(toneOf('adAccountDisplay', 'SHOW_ACCOUNT_STATUS_IN_REVIEW')).toBe('waiting');
    expect(toneOf('adAccountDisplay', 'SHOW_ACCOUNT_STATUS_PUNISHED')).toBe('refused');
    expect(toneOf('adAccountDisplay', 'CLOSED')).toBe('neutral');
    expect(toneOf('ticket', 'processing')).toBe('progress');
    expect(toneOf('user', 'blocked')).toBe('refused');
  });
});

describe('badge contrast', () => {
  const themes = [
    ['Mantine default', DEFAULT_THEME] as const,
    ...Object.values(BRANDS).map((brand) => [brand.id, mergeMantineTheme(DEFAULT_THEME, brand.theme)] as const),
  ];
  const tones = Object.keys(TONE_COLORS) as StatusTone[];

  it.each(themes)('reaches 4.5:1 for every tone with the %s theme', (_name, theme) => {
    for (const tone of tones) {
      const { text, background } = statusBadgeColors(theme, tone);
      expect(contrastRatio(text, background), tone).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it("keeps Mantine's own shade 9 where it already passes and darkens only green and orange", () => {
    const kept = tones.filter(
      (tone) => statusBadgeColors(DEFAULT_THEME, tone).text === DEFAULT_THEME.colors[TONE_COLORS[tone]][9],
    );
    expect(kept.sort()).toEqual(['neutral', 'progress', 'refused']);
  });
});

describe('StatusBadge', () => {
  it('shows the translated label with the tone colour, in the current language', async () => {
    const { rerender } = renderKit(<StatusBadge kind="ticket" value="rejected" />);
    expect(screen.getByText('Bị từ chối').closest('[data-tone]')?.getAttribute('data-tone')).toBe('refused');

    await changeLocale('en');
    rerender(<StatusBadge kind="billing" value="done" />);
    expect(await screen.findByText('Paid')).toBeTruthy();
    await changeLocale('vi');
  });
});

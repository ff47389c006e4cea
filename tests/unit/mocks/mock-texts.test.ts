import { referenceTexts } from '@mocks/data/reference-data';
import { errorBody, toMockError } from '@mocks/errors';
import { localizeBody, STORED_TEXTS, textIn } from '@mocks/messages';
import { DuplicateProductLink, ProductLinkLocked } from '@mocks/rules/product-links/errors';
import { InvalidShopUrl, PixelAlreadyAdded, PixelCodeNotFound, StoreNotConnected } from '@mocks/rules/pixels/errors';
import { scenarioIds } from '@scenarios/index';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT_MS, useMockApi } from './mock-api';

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

/** The fields where the mock stores a text of its own (not a name or a value the user typed). */
const TEXT_FIELDS = new Set(['detail', 'rejectionReason', 'verifyRejectionReason', 'industryName', 'error']);

/** Every string the mock keeps in a text field of any record, anywhere in the db. */
const storedTexts = (value: unknown, key = ''): string[] => {
  if (typeof value === 'string') return TEXT_FIELDS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => storedTexts(item, key));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([field, inner]) => storedTexts(inner, field));
  }
  return [];
};

const ENGLISH = new Set(STORED_TEXTS.map((text) => text.en));

/** Strings of an answer that are the mock's own English texts. */
const englishLeft = (body: unknown): string[] =>
  JSON.stringify(body)
    .split('"')
    .filter((text) => ENGLISH.has(text));

describe('the mock’s texts', () => {
  it('has a different Vietnamese text for every stored English one', () => {
    for (const text of STORED_TEXTS) {
      expect(text.vi.trim(), text.en).not.toBe('');
      expect(text.vi, text.en).not.toBe(text.en);
    }
    expect(new Set(STORED_TEXTS.map((text) => text.en)).size).toBe(STORED_TEXTS.length);
  });

  it.each(scenarioIds())(
    'seeds the %s scenario with texts that all have their Vietnamese',
    async (id) => {
      await mock.reset(id);
      const texts = Object.values(mock.db).flatMap((collection: { all?: () => unknown[] }) =>
        typeof collection.all === 'function' ? storedTexts(collection.all()) : [],
      );
      const untranslated = [...new Set(texts)].filter((text) => textIn(text, 'vi') === text);
      expect(untranslated).toEqual([]);
      // The walk does reach the records: this scenario seeds a pixel's diagnostics.
      if (id === 'verified-seller') expect(texts).toContain('No events received in the last 7 days.');
    },
    SEED_TIMEOUT_MS,
  );

  it('sends the seeded pixel diagnostics and product-link reasons in the caller’s language', async () => {
    await mock.reset('verified-seller');
    session.token = await mock.signIn();
    session.locale = 'vi';
    const pixels = await client.pixels.listPixels({ query: {} });
    expect(JSON.stringify(pixels.body)).toContain('Không nhận được sự kiện nào trong 7 ngày qua.');
    expect(englishLeft(pixels.body)).toEqual([]);
    session.locale = 'en';
    const english = await client.pixels.listPixels({ query: {} });
    expect(JSON.stringify(english.body)).toContain('No events received in the last 7 days.');
  });

  it('lists secondary industries and phone regions in the caller’s language', async () => {
    session.token = await mock.signIn();
    session.locale = 'vi';
    const industries = await client.configuration.listSecondaryIndustries();
    const regions = await client.configuration.listPhoneRegionCodes();
    session.locale = 'en';
    const industriesEn = await client.configuration.listSecondaryIndustries();
    expect(industries.status).toBe(200);
    if (industries.status !== 200 || industriesEn.status !== 200 || regions.status !== 200) return;
    expect(industries.body.map((entry) => entry.industryID)).toEqual(
      industriesEn.body.map((entry) => entry.industryID),
    );
    industries.body.forEach((entry, index) => {
      expect(entry.industryName).not.toBe(industriesEn.body[index]?.industryName);
    });
    expect(industries.body.find((entry) => entry.industryID === '290104')?.industryName).toBe('Giày dép');
    expect(regions.body.find((entry) => entry.phone_region_code === 'VN')?.phone_region_name).toBe('Việt Nam');
  });

  it('names every reference list entry in Vietnamese', () => {
    for (const text of referenceTexts()) expect(text.vi.trim(), text.en).not.toBe('');
  });

  it('answers the pixel and product-link refusals in the caller’s language', () => {
    const refusals = [
      new PixelCodeNotFound({ code: 'ABC', adsAccountId: null }),
      new PixelCodeNotFound({ code: 'ABC', adsAccountId: '123' }),
      new PixelAlreadyAdded({ code: 'ABC' }),
      new StoreNotConnected({ shop: 'lan.myshopify.com' }),
      new InvalidShopUrl({ shopUrl: 'lan.shop' }),
      new ProductLinkLocked({ productLinkId: 'pl_1', status: 'system_paused' }),
      new ProductLinkLocked({ productLinkId: 'pl_1', status: 'in_review' }),
      new DuplicateProductLink({ url: 'https://lan.shop/p/1' }),
    ];
    for (const refusal of refusals) {
      const vi = errorBody(toMockError(refusal), 'vi').message;
      const en = errorBody(toMockError(refusal), 'en').message;
      expect(vi, refusal._tag).not.toBe(en);
      expect(englishLeft({ vi })).toEqual([]);
    }
  });

  it('leaves English answers and texts an admin typed as they are', () => {
    expect(localizeBody({ detail: 'No events received in the last 7 days.' }, 'en')).toEqual({
      detail: 'No events received in the last 7 days.',
    });
    expect(localizeBody({ rejectionReason: 'Ảnh mờ quá' }, 'vi')).toEqual({ rejectionReason: 'Ảnh mờ quá' });
  });
});

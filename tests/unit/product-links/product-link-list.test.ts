import { MEETING_ELIGIBLE_COUNTRY_CODES } from '@contract/common/constants';
import { PRODUCT_LINK_REVIEW_HOURS, reviewWindowOf } from '@contract/product-links/product-link-review';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { describe, expect, it } from 'vitest';
import { meetingEligibleMarkets } from '@/features/product-links/meeting';
import {
  AddProductLinkSearchSchema,
  filterProductLinks,
  ProductLinksSearchSchema,
} from '@/features/product-links/product-links-search';
import { anyInReview, linkActionOf } from '@/features/product-links/review';

const link = (overrides: Partial<ProductLink>): ProductLink => ({
  id: 'pl_1',
  userId: 'usr_1',
  url: 'https://lanboutique.vn/products/ao-dai',
  targetMarkets: ['VN'],
  status: 'approved',
  rejectionReason: null,
  productVideo: null,
  reviewedBy: 'admin',
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
  ...overrides,
});

const video = (videoStatus: 'approved' | 'reviewing' | 'rejected') => ({
  url: 'https://upload.example.com/mock-uploads/upl_1.mp4',
  videoStatus,
  rejectionReason: videoStatus === 'rejected' ? 'Too short' : null,
  uploadedAt: '2026-03-01T02:00:00.000Z',
});

describe('review time', () => {
  it('is 4 to 8 hours after the last change (spec section 9)', () => {
    expect(PRODUCT_LINK_REVIEW_HOURS).toEqual({ min: 4, max: 8 });
    expect(reviewWindowOf({ updatedAt: '2026-03-16T02:00:00.000Z' })).toEqual({
      from: '2026-03-16T06:00:00.000Z',
      to: '2026-03-16T10:00:00.000Z',
    });
  });

  it('keeps the list polling while a link or a video waits, and only then', () => {
    expect(anyInReview([link({}), link({ status: 'rejected' })])).toBe(false);
    expect(anyInReview([link({}), link({ status: 'reviewing' })])).toBe(true);
    expect(anyInReview([link({ productVideo: video('reviewing') })])).toBe(true);
    expect(anyInReview([])).toBe(false);
  });
});

describe('what a seller can do with a link', () => {
  it.each([
    [link({ status: 'system_paused', productVideo: video('rejected') }), null],
    [link({ status: 'rejected', productVideo: video('approved') }), 'fix'],
    [link({ status: 'not_found' }), 'fix'],
    [link({ status: 'approved' }), 'addVideo'],
    [link({ status: 'reviewing', productVideo: video('rejected') }), 'replaceVideo'],
    [link({ status: 'approved', productVideo: video('approved') }), 'edit'],
  ])('%# → %s', (item, action) => {
    expect(linkActionOf(item)).toBe(action);
  });
});

describe('the list URL', () => {
  const links = [
    link({ id: 'a', url: 'https://lanboutique.vn/products/khan-lua', status: 'reviewing' }),
    link({ id: 'b', url: 'https://www.lanboutique.vn/products/ao-dai', status: 'approved' }),
    link({ id: 'c', url: 'https://ducsport.vn/giay', status: 'rejected' }),
  ];

  it('keeps the status and search, and drops a bad value instead of failing', () => {
    expect(ProductLinksSearchSchema.parse({ status: 'reviewing', search: ' khan ' })).toEqual({
      status: 'reviewing',
      search: 'khan',
    });
    expect(ProductLinksSearchSchema.parse({ status: 'lost', search: '' })).toEqual({});
    expect(AddProductLinkSearchSchema.parse({ link: 'pl_1' })).toEqual({ link: 'pl_1' });
    expect(AddProductLinkSearchSchema.parse({ link: 42 })).toEqual({});
  });

  it('filters by status and by a part of the URL, in the API’s order', () => {
    expect(filterProductLinks(links, {}).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(filterProductLinks(links, { status: 'approved' }).map((item) => item.id)).toEqual(['b']);
    expect(filterProductLinks(links, { search: 'LANBOUTIQUE' }).map((item) => item.id)).toEqual(['a', 'b']);
    expect(filterProductLinks(links, { search: 'www.', status: 'reviewing' })).toEqual([]);
  });
});

describe('schedule a call', () => {
  it('is offered for the meeting-eligible markets of spec section 9 only', () => {
    expect([...MEETING_ELIGIBLE_COUNTRY_CODES].sort()).toEqual(['AR', 'AU', 'BR', 'CL', 'CO', 'MX', 'NZ', 'PE']);
    expect(meetingEligibleMarkets(['VN', 'AU', 'US', 'mx'])).toEqual(['AU', 'mx']);
    expect(meetingEligibleMarkets(['VN', 'SG'])).toEqual([]);
  });
});

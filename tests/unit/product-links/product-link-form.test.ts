import {
  AttachProductVideoBodySchema,
  SaveProductProfileBodySchema,
  TARGET_MARKETS_MAX,
  TargetMarketsSchema,
  type ProductLink,
} from '@contract/product-links/product-links.schema';
import { describe, expect, it } from 'vitest';
import { linkChanged } from '@/features/product-links/api/product-link-mutations';
import { productLinkFormSchema, productLinkFormValues } from '@/features/product-links/forms/product-link-form-schema';
import { validationMessage as message } from '@/lib/validation';

/** The first message of each field, as the form shows it. */
const fieldErrors = (values: unknown): Record<string, string> => {
  const result = productLinkFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const VIDEO = 'https://upload.example.com/mock-uploads/upl_1.mp4';

const link = (overrides: Partial<ProductLink> = {}): ProductLink => ({
  id: 'pl_1',
  userId: 'usr_1',
  url: 'https://lanboutique.vn/products/ao-dai',
  targetMarkets: ['VN', 'US'],
  status: 'rejected',
  rejectionReason: 'The page does not sell a product.',
  productVideo: null,
  reviewedBy: 'admin',
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

describe('product link form', () => {
  const valid = { url: ' https://lanboutique.vn/products/ao-dai ', targetMarkets: ['AU', 'VN'], videoUrl: VIDEO };

  it('gives the bodies the contract accepts: the link to save and the video to attach', () => {
    const output = productLinkFormSchema.parse(valid);
    expect(output).toEqual({
      link: { url: 'https://lanboutique.vn/products/ao-dai', targetMarkets: ['AU', 'VN'] },
      videoUrl: VIDEO,
    });
    expect(SaveProductProfileBodySchema.safeParse({ productLinks: [output.link] }).success).toBe(true);
    expect(AttachProductVideoBodySchema.safeParse({ productLinkId: 'pl_1', videoUrl: output.videoUrl }).success).toBe(
      true,
    );
  });

  it('requires each field, the video with the spec’s words', () => {
    expect(fieldErrors(productLinkFormValues(null))).toEqual({
      url: message('required'),
      targetMarkets: message('required'),
      videoUrl: message('videoRequired'),
    });
  });

  it.each([
    ['lanboutique.vn/products/ao-dai', 'urlMustStartWithHttp'],
    ['https://', 'urlInvalid'],
    ['https://bit.ly/abc', 'urlBlocked'],
    ['https://wa.me/84912345678', 'urlBlocked'],
    ['https://www.facebook.com/lanboutique', 'notOwnWebsite'],
  ] as const)('refuses %s with one message (%s)', (url, key) => {
    expect(fieldErrors({ ...valid, url })).toEqual({ url: message(key) });
  });

  it('stops at the contract’s number of markets', () => {
    expect(TargetMarketsSchema.safeParse(Array.from({ length: TARGET_MARKETS_MAX + 1 }, () => 'VN')).success).toBe(
      false,
    );
    expect(
      fieldErrors({ ...valid, targetMarkets: Array.from({ length: TARGET_MARKETS_MAX + 1 }, () => 'VN') }),
    ).toHaveProperty('targetMarkets');
  });

  it('opens with the link being fixed and its video', () => {
    const editing = link({
      productVideo: {
        url: VIDEO,
        videoStatus: 'rejected',
        rejectionReason: 'Too short',
        uploadedAt: '2026-03-01T02:00:00.000Z',
      },
    });
    expect(productLinkFormValues(editing)).toEqual({
      url: editing.url,
      targetMarkets: ['VN', 'US'],
      videoUrl: VIDEO,
    });
  });
});

describe('linkChanged', () => {
  it('saves a new link, a new URL or other markets, and not the same markets in another order', () => {
    const current = link();
    expect(linkChanged(null, { url: current.url, targetMarkets: ['VN'] })).toBe(true);
    expect(linkChanged(current, { url: `${current.url}-v2`, targetMarkets: current.targetMarkets })).toBe(true);
    expect(linkChanged(current, { url: current.url, targetMarkets: ['VN'] })).toBe(true);
    expect(linkChanged(current, { url: current.url, targetMarkets: ['US', 'VN'] })).toBe(false);
    // www and non-www are different links.
    expect(
      linkChanged(current, { url: current.url.replace('https://', 'https://www.'), targetMarkets: ['VN', 'US'] }),
    ).toBe(true);
  });
});

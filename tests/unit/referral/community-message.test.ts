import { communityMessageIssue, containsUrl } from '@contract/partnership/community-message';
import { PartnershipJoinLetterBodySchema } from '@contract/partnership/partnership.schema';
import { describe, expect, it } from 'vitest';
import { joinLetterFormSchema } from '@/features/referral/forms/join-letter-form-schema';

const FACEBOOK = 'https://www.facebook.com/lan.nguyen';

describe('communityMessageIssue (spec section 5: at most 50 characters, not a URL, no script)', () => {
  it.each([
    ['Tôi có cộng đồng 5.000 người bán', null],
    ['I sell on two marketplaces, v1.2 of my shop', null],
    ['  padded text  ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'tooLong'],
    ['https://my-shop.example', 'url'],
    ['see http://spam.test/offer now', 'url'],
    ['www.myshop.vn', 'url'],
    ['Visit myshop.com today', 'url'],
    ['shop.vn/sale', 'url'],
    ['ftp://files.example.org', 'url'],
    ['<script>alert(1)</script>', 'script'],
    ['javascript:alert(1)', 'script'],
    ['<b>bold</b> offer', 'script'],
  ])('%j → %s', (message, issue) => {
    expect(communityMessageIssue(message)).toBe(issue);
  });

  it('counts the length of the trimmed text', () => {
    expect(communityMessageIssue(`  ${'x'.repeat(50)}  `)).toBeNull();
  });

  it('tells a web address from ordinary punctuation', () => {
    expect(containsUrl('Hello. World')).toBe(false);
    expect(containsUrl('Price: 1.5 USD')).toBe(false);
    expect(containsUrl('mail me: shop.example.com')).toBe(true);
  });
});

describe('the join-letter body and the form agree', () => {
  const samples = [
    'Tôi có cộng đồng 5.000 người bán',
    'https://my-shop.example',
    'www.myshop.vn',
    'x'.repeat(51),
    '<script>x</script>',
    '',
    '  ok  ',
  ];

  it.each(samples)('contract and form decide the same for %j', (message) => {
    const body = { facebookProfileUrl: FACEBOOK, message };
    const contractAccepts = PartnershipJoinLetterBodySchema.safeParse(body).success;
    const form = joinLetterFormSchema.safeParse(body);
    expect(form.success).toBe(contractAccepts);
    if (form.success) expect(PartnershipJoinLetterBodySchema.parse(form.data)).toEqual(form.data);
  });

  it('gives the translated message keys of the spec', () => {
    const issues = (message: string) =>
      joinLetterFormSchema.safeParse({ facebookProfileUrl: FACEBOOK, message }).error?.issues.map((i) => i.message);
    expect(issues('https://my-shop.example')).toEqual(['validation:contentMustNotBeUrl']);
    expect(issues('x'.repeat(51))).toEqual(['validation:maxLength|{"max":50}']);
    expect(issues('')).toEqual(['validation:required']);
    expect(issues('<i>hi</i>')).toEqual(['validation:invalidScript']);
  });

  it('asks for a Facebook profile link', () => {
    const facebook = (facebookProfileUrl: string) =>
      joinLetterFormSchema.safeParse({ facebookProfileUrl, message: 'Hello' }).error?.issues.map((i) => i.message);
    expect(facebook('')).toEqual(['validation:required']);
    expect(facebook('https://example.com/me')).toEqual(['validation:facebookUrlInvalid']);
    expect(facebook(FACEBOOK)).toBeUndefined();
  });
});

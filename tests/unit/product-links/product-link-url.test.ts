import { BLOCKED_LINK_DOMAINS, NOT_OWN_WEBSITE_DOMAINS } from '@contract/common/constants';
import { productLinkUrlIssue, SaveProductProfileBodySchema } from '@contract/product-links/product-links.schema';
import { describe, expect, it } from 'vitest';

/* Spec section 5's URL rule for product links: one function, read by the form and the API's body schema. */

const bodyMessages = (url: string): string[] => {
  const result = SaveProductProfileBodySchema.safeParse({ productLinks: [{ url, targetMarkets: ['VN'] }] });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('productLinkUrlIssue', () => {
  it.each(BLOCKED_LINK_DOMAINS.map((domain) => [domain]))('refuses the shortener or messaging domain %s', (domain) => {
    expect(productLinkUrlIssue(`https://${domain}/abc`)).toBe('blocked');
    expect(productLinkUrlIssue(`http://www.${domain.toUpperCase()}/abc`)).toBe('blocked');
    expect(bodyMessages(`https://${domain}/abc`)).toEqual(['Shortened or messaging links are not allowed']);
  });

  it.each(NOT_OWN_WEBSITE_DOMAINS.map((domain) => [domain]))('refuses the big-site domain %s', (domain) => {
    expect(productLinkUrlIssue(`https://${domain}/shop/item`)).toBe('notOwnWebsite');
    expect(productLinkUrlIssue(`https://www.${domain}/shop/item`)).toBe('notOwnWebsite');
    expect(bodyMessages(`https://www.${domain}/shop/item`)).toEqual(['This is not your own business website']);
  });

  it('asks for http:// or https:// first, then a valid URL', () => {
    expect(productLinkUrlIssue('lanboutique.vn/products/ao-dai')).toBe('notHttp');
    expect(productLinkUrlIssue('www.lanboutique.vn')).toBe('notHttp');
    expect(productLinkUrlIssue('ftp://lanboutique.vn/file')).toBe('notHttp');
    expect(productLinkUrlIssue('https://')).toBe('invalid');
    expect(productLinkUrlIssue('https://lan boutique.vn/x')).toBe('invalid');
    expect(productLinkUrlIssue(`https://lanboutique.vn/${'a'.repeat(2048)}`)).toBe('invalid');
  });

  it('accepts the seller’s own product page, with www or without, as two different URLs', () => {
    const plain = 'https://lanboutique.vn/products/ao-dai';
    const www = 'https://www.lanboutique.vn/products/ao-dai';
    expect(productLinkUrlIssue(plain)).toBeNull();
    expect(productLinkUrlIssue(www)).toBeNull();
    expect(productLinkUrlIssue('HTTP://LANBOUTIQUE.VN/p')).toBeNull();
    // Nothing is normalised: the body keeps each as typed, so the server sees two links.
    const body = SaveProductProfileBodySchema.parse({
      productLinks: [
        { url: plain, targetMarkets: ['VN'] },
        { url: www, targetMarkets: ['VN'] },
      ],
    });
    expect(body.productLinks.map((link) => link.url)).toEqual([plain, www]);
  });

  it('does not take a look-alike host for a listed one', () => {
    expect(productLinkUrlIssue('https://notbit.ly/p')).toBeNull();
    expect(productLinkUrlIssue('https://facebook.com.lanboutique.vn/p')).toBeNull();
    expect(productLinkUrlIssue('https://lanboutique.vn/?from=https://bit.ly/x')).toBeNull();
  });
});

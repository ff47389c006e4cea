import { BLOCKED_LINK_DOMAINS, NOT_OWN_WEBSITE_DOMAINS } from '@contract/common/constants';
import {
  canonicalHostname,
  OwnWebsiteUrlSchema,
  PublicLinkUrlSchema,
} from '@contract/product-links/product-links.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/* Spec section 5's two URL blocklists catch a listed host however the URL spells it. */

const BLOCKED = 'Shortened or messaging links are not allowed';
const NOT_OWN = 'This is not your own business website';

const messagesOf = (schema: z.ZodType, value: string): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** Ways of writing a URL on `host` (a listed domain) that still reach it. */
const spellingsOf = (host: string): Array<[string, string]> => {
  const fullWidth = [...host]
    .map((char) => (char === '.' ? '．' : String.fromCharCode(char.charCodeAt(0) + 0xfee0)))
    .join('');
  const [first = '', ...rest] = host;
  const encodedFirst = `%${first.charCodeAt(0).toString(16).toUpperCase()}${rest.join('')}`;
  return [
    ['as listed', `https://${host}/p/1`],
    ['upper case', `https://${host.toUpperCase()}/p/1`],
    ['mixed case', `https://${[...host].map((char, i) => (i % 2 ? char.toUpperCase() : char)).join('')}/p/1`],
    ['www.', `https://www.${host}/p/1`],
    ['another subdomain', `http://m.shop.${host}/p/1`],
    ['an explicit port', `https://${host}:8443/p/1`],
    ['the default port', `http://${host}:80/p/1`],
    ['user info', `http://user:pw@${host}/p/1`],
    ['user info hiding another host', `https://example.com:x@${host}/p/1`],
    ['a trailing dot', `https://${host}./p/1`],
    ['two trailing dots', `https://${host}../p/1`],
    ['www. and a trailing dot, upper case', `HTTPS://WWW.${host.toUpperCase()}./p/1`],
    ['full-width characters', `https://${fullWidth}/p/1`],
    ['an ideographic full stop', `https://${host.replace('.', '。')}/p/1`],
    ['a percent-encoded character', `https://${encodedFirst}/p/1`],
    ['a percent-encoded dot', `https://${host.replace('.', '%2E')}/p/1`],
    ['a percent-encoded trailing dot', `https://${host}%2E/p/1`],
    ['a soft hyphen inside', `https://${first}\u00ad${rest.join('')}/p/1`],
    ['a tab inside (dropped by the parser)', `https://${first}\t${rest.join('')}/p/1`],
    ['no path', `http://${host}`],
    ['a query and fragment', `https://${host}?to=https://example.com#x`],
  ];
};

describe('canonicalHostname', () => {
  it('spells a host one way: lower case, no trailing dot, IDNA applied, port and user info dropped', () => {
    expect(canonicalHostname('HTTP://User:Pw@WWW.Bit.Ly.:8080/x')).toBe('www.bit.ly');
    expect(canonicalHostname('https://ｂｉｔ．ｌｙ/x')).toBe('bit.ly');
    expect(canonicalHostname('https://%62it%2Ely/x')).toBe('bit.ly');
    expect(canonicalHostname('https://ⓑⓘⓣ.ⓛⓨ/x')).toBe('bit.ly');
    // A unicode host and its punycode are the same host.
    expect(canonicalHostname('https://bücher.example/')).toBe('xn--bcher-kva.example');
    expect(canonicalHostname('https://XN--BCHER-KVA.example./')).toBe('xn--bcher-kva.example');
    expect(canonicalHostname('not a url')).toBeNull();
  });
});

describe.each(BLOCKED_LINK_DOMAINS.map((domain) => [domain]))('the shortener and messaging list: %s', (domain) => {
  it.each(spellingsOf(domain))('is refused when written with %s', (_how, url) => {
    expect(messagesOf(PublicLinkUrlSchema, url)).toContain(BLOCKED);
    expect(messagesOf(OwnWebsiteUrlSchema, url)).toContain(BLOCKED);
  });
});

describe.each(NOT_OWN_WEBSITE_DOMAINS.map((domain) => [domain]))('the big-site list: %s', (domain) => {
  it.each(spellingsOf(domain))('is not an own website when written with %s', (_how, url) => {
    expect(messagesOf(OwnWebsiteUrlSchema, url)).toContain(NOT_OWN);
  });

  it('is still a public link (the list is about own websites only)', () => {
    expect(messagesOf(PublicLinkUrlSchema, `https://www.${domain}/shop`)).toEqual([]);
  });
});

describe('hosts that only look like a listed one', () => {
  it.each([
    ['a longer name ending the same', 'https://notbit.ly/p/1'],
    ['a listed name as a subdomain of another', 'https://bit.ly.example.com/p/1'],
    ['a listed name in the path', 'https://example.com/bit.ly/p/1'],
    ['a listed name in the query', 'https://example.com/?u=https://bit.ly/x'],
    ['a lookalike letter IDNA keeps apart (dotted capital I)', 'https://BİT.LY/p/1'],
    ['an own shop', 'https://lanboutique.vn/products/ao-dai'],
    ['an own shop with www.', 'https://www.lanboutique.vn/products/ao-dai'],
  ])('passes with %s', (_how, url) => {
    expect(messagesOf(OwnWebsiteUrlSchema, url)).toEqual([]);
  });
});

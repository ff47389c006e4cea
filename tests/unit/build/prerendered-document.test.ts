import { describe, expect, it } from 'vitest';
import { prerenderedDocument, routeAssetTags } from '../../../scripts/build/prerendered-document';
import { pageToHydrate } from '@/app/prerender/hydration';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="vi">',
  '  <head>',
  '    <title>Ads Dashboard</title>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const LOGIN = { path: '/login', markup: '<main><h1>Đăng nhập</h1></main>', title: 'Đăng nhập · Ads & Co' };

describe('a prerendered page', () => {
  it('fills the root with the markup, marked with its path, and carries its title and its route files', () => {
    const tags = routeAssetTags({ css: ['/assets/page.css'], modules: ['/assets/page.js'] });
    const html = prerenderedDocument(TEMPLATE, LOGIN, tags);
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1>Đăng nhập</h1></main></div>');
    expect(html).toContain('<title>Đăng nhập · Ads &amp; Co</title>');
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/page.css">\s*<link rel="modulepreload" crossorigin href="\/assets\/page.js">\s*<\/head>/,
    );
    // The app's own script stays the only one.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('is refused when the markup holds a script, which the CSP would block', () => {
    const markup = '<div hidden id="S:0"></div><script>$RC("B:0","S:0")</script>';
    expect(() => prerenderedDocument(TEMPLATE, { ...LOGIN, markup }, [])).toThrow(/holds a script/);
  });

  it('is refused when index.html has no empty root to fill', () => {
    expect(() => prerenderedDocument(TEMPLATE.replace('<div id="root"></div>', ''), LOGIN, [])).toThrow(/root/);
  });
});

describe('hydrating a prerendered page', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('happens on its own path, without parameters, for a reader of the default language', () => {
    expect(pageToHydrate('/login', at('/login'), 'vi')).toBe('/login');
  });

  it('does not happen for another language, a parameter that may change the form, or another path', () => {
    expect(pageToHydrate('/login', at('/login'), 'en')).toBeNull();
    expect(pageToHydrate('/login', at('/login', '?email=a%40b.co'), 'vi')).toBeNull();
    expect(pageToHydrate('/login', at('/register'), 'vi')).toBeNull();
    expect(pageToHydrate(undefined, at('/login'), 'vi')).toBeNull();
  });
});

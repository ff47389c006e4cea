// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { pagePreloadsOf, routePattern, type PagePreloads } from '../../../scripts/build/page-preloads';

const LAYOUT = /\/src\/app\/shell\/shell\.tsx$/;

/** The part of a bundle's chunk the plan reads. */
const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
  moduleIds: string[] = [],
) =>
  ({
    fileName,
    facadeModuleId,
    imports,
    isEntry,
    moduleIds,
    viteMetadata: { importedCss: new Set(css) },
  }) as unknown as Rolldown.OutputChunk;

const bundle = [
  chunk('assets/index.js', '/app/index.html', ['assets/react.js'], [], true, ['/app/locales/vi/auth.json']),
  chunk('assets/auth-en.js', '/app/locales/en/auth.json'),
  chunk('assets/help-en.js', '/app/locales/en/help.json'),
  chunk('assets/react.js', null),
  chunk(
    'assets/shell.js',
    '/app/src/app/shell/shell.tsx',
    ['assets/react.js', 'assets/signed-in.js'],
    ['assets/shell.css'],
  ),
  chunk('assets/signed-in.js', null, [], ['assets/signed-in.css']),
  chunk('assets/home.js', '/app/src/routes/_auth/_verified/index.tsx?tsr-split=component---loader', [
    'assets/signed-in.js',
    'assets/table.js',
  ]),
  chunk('assets/home-error.js', '/app/src/routes/_auth/_verified/index.tsx?tsr-split=errorComponent'),
  chunk('assets/table.js', null, ['assets/react.js'], ['assets/table.css']),
  chunk('assets/member.js', '/app/src/routes/_auth/_verified/_partner/member/$id.tsx?tsr-split=component---loader'),
  chunk('assets/members.js', '/app/src/routes/_auth/_verified/_partner/member/index.tsx?tsr-split=component---loader'),
  chunk('assets/register.js', '/app/src/routes/_guest/register.tsx?tsr-split=component---loader', [
    'assets/signed-in.js',
  ]),
  chunk('assets/not-found.js', '/app/src/routes/$.tsx?tsr-split=component---loader'),
];

describe('the build plan of page preloads', () => {
  it('lists the signed-in layout once and each page with what it needs beyond the entry and the layout', () => {
    expect(pagePreloadsOf(bundle, LAYOUT)).toEqual({
      // Only what every page needs in another language: a page's own namespaces come with the page.
      locales: { en: ['assets/auth-en.js'] },
      signedInLayout: ['assets/signed-in.js', 'assets/shell.js', 'assets/signed-in.css', 'assets/shell.css'],
      pages: [
        { pattern: '^/$', signedIn: true, files: ['assets/table.js', 'assets/home.js', 'assets/table.css'] },
        { pattern: '^/member/?$', signedIn: true, files: ['assets/members.js'] },
        // A guest page does not load the signed-in layout: what it shares with it is its own to fetch.
        {
          pattern: '^/register/?$',
          signedIn: false,
          files: ['assets/signed-in.js', 'assets/register.js', 'assets/signed-in.css'],
        },
        // Paths with parameters come after literal ones; the catch-all is never preloaded.
        { pattern: '^/member/[^/]+/?$', signedIn: true, files: ['assets/member.js'] },
      ],
    });
  });

  it('matches a route path as the router does', () => {
    expect(new RegExp(routePattern('/member/$id')!).test('/member/42')).toBe(true);
    expect(new RegExp(routePattern('/member/$id')!).test('/member/42/x')).toBe(false);
    expect(new RegExp(routePattern('/payment')!).test('/payment/')).toBe(true);
    expect(new RegExp(routePattern('/payment')!).test('/payment/add-fund')).toBe(false);
    expect(routePattern('/$')).toBeNull();
  });
});

describe('public/page-preloads.js in the page', () => {
  const script = readFileSync(resolve('public/page-preloads.js'), 'utf8');
  const preloads: PagePreloads = pagePreloadsOf(bundle, LAYOUT);

  const runAt = (
    path: string,
    { token, locale, meta = JSON.stringify(preloads) }: { token?: string; locale?: string; meta?: string } = {},
  ) => {
    window.history.replaceState(null, '', path);
    // The app's own keys: the script, a plain file of public/, names them itself.
    if (token) window.localStorage.setItem(STORAGE_KEYS.accessToken, token);
    if (locale) window.localStorage.setItem(STORAGE_KEYS.locale, locale);
    const element = document.createElement('meta');
    element.name = 'page-preloads';
    element.content = meta;
    document.head.append(element);
    // The script as the browser runs it: a classic script in the page's global scope.
    new Function(script)();
    return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
  };

  afterEach(() => {
    document.head.replaceChildren();
    window.localStorage.clear();
  });

  it("fetches a signed-in page's files and the layout's while the entry downloads", () => {
    expect(runAt('/', { token: 'a-token' })).toEqual([
      'modulepreload /assets/signed-in.js',
      'modulepreload /assets/shell.js',
      'preload /assets/signed-in.css',
      'preload /assets/shell.css',
      'modulepreload /assets/table.js',
      'modulepreload /assets/home.js',
      'preload /assets/table.css',
    ]);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });

  it('fetches nothing for a signed-in page without a session: the router sends it to /login', () => {
    expect(runAt('/member/42')).toEqual([]);
  });

  it('matches paths with parameters, and preloads a guest page for anyone', () => {
    expect(runAt('/member/42', { token: 'a-token' })).toContain('modulepreload /assets/member.js');
    document.head.replaceChildren();
    expect(runAt('/register')).toEqual([
      'modulepreload /assets/signed-in.js',
      'modulepreload /assets/register.js',
      'preload /assets/signed-in.css',
    ]);
  });

  it("fetches the reader's language ahead, on any page, signed in or not", () => {
    expect(runAt('/login', { locale: 'en' })).toEqual(['modulepreload /assets/auth-en.js']);
    document.head.replaceChildren();
    expect(runAt('/member/42', { locale: 'en', token: 'a-token' })).toEqual([
      'modulepreload /assets/auth-en.js',
      'modulepreload /assets/signed-in.js',
      'modulepreload /assets/shell.js',
      'preload /assets/signed-in.css',
      'preload /assets/shell.css',
      'modulepreload /assets/member.js',
    ]);
    document.head.replaceChildren();
    expect(runAt('/login', { locale: 'vi' })).toEqual([]);
  });

  it('does nothing on an unknown page or an unreadable list', () => {
    expect(runAt('/no-such-page', { token: 'a-token' })).toEqual([]);
    document.head.replaceChildren();
    expect(runAt('/', { token: 'a-token', meta: '{not json' })).toEqual([]);
  });
});

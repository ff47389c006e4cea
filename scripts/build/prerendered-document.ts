/**
 * The HTML file of one prerendered page, made from the built `index.html`: the page's markup inside
 * `#root`, marked with the path it was made for (`src/main.tsx` hydrates only that page), its title,
 * and the stylesheets and modules of its route's own chunk, so a code-split page paints styled and
 * hydrates without waiting for a second round of files.
 */
import type { PrerenderedPage } from '../../src/prerender';

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<link>` tags for a page's own files (paths from the site's root), in the order the chunk needs them. */
export const routeAssetTags = ({ css, modules }: { css: readonly string[]; modules: readonly string[] }): string[] => [
  ...css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
];

export const prerenderedDocument = (template: string, page: PrerenderedPage, headTags: readonly string[]): string => {
  // The CSP allows no inline script: a page whose render left one (a suspended boundary's) is a build error.
  const at = page.markup.search(/<script[\s>]/i);
  if (at >= 0)
    throw new Error(`${page.path}: the prerendered markup holds a script: ${page.markup.slice(at, at + 300)}`);
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
  if (!TITLE.test(template)) throw new Error('index.html has no <title>');
  const root = `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.markup}</div>`;
  return template
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${headTags.map((tag) => `  ${tag}\n  `).join('')}</head>`)
    .replace(EMPTY_ROOT, () => root);
};

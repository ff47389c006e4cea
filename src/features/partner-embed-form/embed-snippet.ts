const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text safe inside a double-quoted HTML attribute. */
const escapeAttribute = (value: string): string =>
  value.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);

/** Height of the embedded form, enough for a sign-up form without an inner scroll bar on a phone. */
export const EMBED_FRAME_HEIGHT = 720;

/**
 * The HTML a partner pastes into their own site to show the form: an iframe of the saved URL,
 * full width, named for screen readers. A URL the contract accepts may still hold a quote or
 * an ampersand, so every value is escaped: the snippet can never break out of its attribute.
 */
export const embedSnippet = (url: string, title: string): string =>
  `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="${EMBED_FRAME_HEIGHT}" style="border:0" loading="lazy"></iframe>`;

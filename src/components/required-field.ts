/**
 * Spread on a required input: announced as required, without Mantine's asterisk.
 * The asterisk becomes part of the label's text, so "Email" would read "Email *"
 * to label lookups (Playwright's `getByLabel('Email', { exact: true })`). Optional
 * fields say "Optional" instead.
 */
export const REQUIRED_FIELD = { required: true, withAsterisk: false } as const;

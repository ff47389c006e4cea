import { TEXT_LIMITS } from '../common/constants';
import { isPlainText, PLAIN_TEXT_ISSUE_TEXT } from '../common/plain-text';

/** What can be wrong with a community-tab message (spec section 5), in the order a form reports them. */
export type CommunityMessageIssue = 'required' | 'tooLong' | 'hidden' | 'url' | 'script';

export const COMMUNITY_MESSAGE_MAX = TEXT_LIMITS.messageMax;

/** The server's English text for each issue; the screen shows its own translated messages. */
export const COMMUNITY_MESSAGE_ISSUE_TEXT: Record<CommunityMessageIssue, string> = {
  required: 'Message is required',
  tooLong: `Message must be at most ${COMMUNITY_MESSAGE_MAX} characters`,
  hidden: PLAIN_TEXT_ISSUE_TEXT,
  url: 'This content must not be a URL',
  script: 'The content contains an invalid script',
};

// A scheme (https://, ftp://), a www. host, or a bare host with a letter TLD ("shop.vn", "abc.com/x").
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//i;
const WWW = /(^|[^a-z0-9])www\./i;
const BARE_HOST = /(^|[\s(<"'])([a-z0-9-]+\.)+[a-z]{2,24}(?=$|[\s/:?#)>"',;!]|\.(\s|$))/i;
// Markup or a script URL: the message is shown to staff, so it must stay plain text.
const SCRIPT = /<\s*\/?\s*[a-z!]|javascript:/i;

/** True when the text is, or carries, a web address. */
export const containsUrl = (text: string): boolean => SCHEME.test(text) || WWW.test(text) || BARE_HOST.test(text);

/**
 * Spec section 5: the message is required, at most 50 characters, plain text, not a URL, and no script.
 * The one rule of the community-tab form and of the join-letter call the mock serves; the
 * text is checked trimmed, as the body schema trims it.
 */
export const communityMessageIssue = (message: string): CommunityMessageIssue | null => {
  const text = message.trim();
  if (text === '') return 'required';
  if (text.length > COMMUNITY_MESSAGE_MAX) return 'tooLong';
  // One line of plain text (issue 41): a hidden character could also split a URL past the checks below.
  if (!isPlainText(text)) return 'hidden';
  if (SCRIPT.test(text)) return 'script';
  if (containsUrl(text)) return 'url';
  return null;
};

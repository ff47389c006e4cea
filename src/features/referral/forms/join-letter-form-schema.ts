import {
  COMMUNITY_MESSAGE_MAX,
  communityMessageIssue,
  type CommunityMessageIssue,
} from '@contract/partnership/community-message';
import {
  PartnershipJoinLetterBodySchema,
  type PartnershipJoinLetterBody,
} from '@contract/partnership/partnership.schema';
import { z } from 'zod';
import { facebookUrlField, requiredText, validationMessage as message } from '@/lib/validation';

export { COMMUNITY_MESSAGE_MAX };

/** The translated message of each issue of the contract's rule. */
const ISSUE_MESSAGES: Record<CommunityMessageIssue, string> = {
  required: message('required'),
  tooLong: message('maxLength', { max: COMMUNITY_MESSAGE_MAX }),
  hidden: message('textNotPlain'),
  url: message('contentMustNotBeUrl'),
  script: message('invalidScript'),
};

/**
 * The community-tab contact form, also the application to become a partner (spec sections 2
 * and 5): a Facebook profile link and a message of at most 50 characters that is not a URL.
 * The message's rule is the contract's `communityMessageIssue`, the one the server applies;
 * the output is the join-letter body.
 */
export const joinLetterFormSchema = PartnershipJoinLetterBodySchema.extend({
  facebookProfileUrl: requiredText().pipe(facebookUrlField()),
  message: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const issue = communityMessageIssue(value);
      if (issue !== null) ctx.addIssue({ code: 'custom', message: ISSUE_MESSAGES[issue] });
    }),
}) satisfies z.ZodType<PartnershipJoinLetterBody, unknown>;

export type JoinLetterFormValues = z.input<typeof joinLetterFormSchema>;

export const JOIN_LETTER_DEFAULTS: JoinLetterFormValues = { facebookProfileUrl: '', message: '' };

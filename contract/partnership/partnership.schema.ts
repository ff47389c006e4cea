import { z } from 'zod';
import { TEXT_LIMITS } from '../common/constants';
import {
  MemberInformationDecisionSchema,
  MemberStatusSchema,
  PartnershipStatusSchema,
  PlanIdSchema,
  SubscriptionStatusSchema,
  UserStatusSchema,
  VerificationStatusSchema,
} from '../common/enums.schema';
import { pagedListSchema } from '../common/paging.schema';
import {
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  NonNegativeMinorUnitsSchema,
} from '../common/primitives.schema';
import {
  HttpUrlSchema,
  ProductLinkInputSchema,
  ProductLinkSchema,
  ProductProfileSchema,
} from '../product-links/product-links.schema';
import { BusinessModelSchema } from '../common/enums.schema';
import { SentVerificationFormSchema } from '../tickets/tickets.schema';
import { COMMUNITY_MESSAGE_ISSUE_TEXT, communityMessageIssue } from './community-message';
import { plainTextSchema } from '../common/plain-text';
import { ContactInfoSchema, FacebookUrlSchema } from '../users/users.schema';

export * from './partnership-queries.schema';

/* Members */

/** Partner member (spec section 3). */
const PartnerMemberSchema = z
  .object({
    id: IdSchema,
    email: EmailSchema,
    name: z.string().nullable().describe('First and last name'),
    totalSpending: NonNegativeMinorUnitsSchema.describe('Total ad spend of the member, USD cents'),
    userStatus: MemberStatusSchema,
    verifyStatus: VerificationStatusSchema,
    planStatus: SubscriptionStatusSchema.nullable().describe('Null when the member never subscribed'),
    contact: ContactInfoSchema.nullable(),
    adAccountsCount: z.number().int().nonnegative().describe('Number of ad accounts of the member'),
    currentPlan: PlanIdSchema.nullable(),
    createdAt: IsoDateTimeSchema,
    requestAt: IsoDateTimeSchema.nullable().describe('When the member last sent information for review'),
  })
  .describe('Partner member');
export type PartnerMember = z.infer<typeof PartnerMemberSchema>;

const PartnerMemberRefSchema = PartnerMemberSchema.pick({ id: true, email: true, name: true }).describe(
  'Member reference',
);
export type PartnerMemberRef = z.infer<typeof PartnerMemberRefSchema>;

/** Member information screen: the list row plus money figures and product links. */
export const PartnerMemberDetailSchema = PartnerMemberSchema.extend({
  businessName: z.string().nullable(),
  businessModel: BusinessModelSchema.nullable().describe("The verification form's business model (spec's five)"),
  walletBalance: MinorUnitsSchema.describe('USD cents'),
  totalDeposit: NonNegativeMinorUnitsSchema.describe('Total top-ups, USD cents'),
  productLinks: z.array(ProductLinkSchema),
}).describe('Partner member detail');
export type PartnerMemberDetail = z.infer<typeof PartnerMemberDetailSchema>;

export const MemberListSchema = pagedListSchema(PartnerMemberSchema);
export type MemberList = z.infer<typeof MemberListSchema>;

/* Members' product links */

const MemberProductLinkSchema = ProductLinkSchema.extend({
  member: PartnerMemberRefSchema,
}).describe('Member product link');
export type MemberProductLink = z.infer<typeof MemberProductLinkSchema>;

export const MemberProductLinkListSchema = pagedListSchema(MemberProductLinkSchema);
export type MemberProductLinkList = z.infer<typeof MemberProductLinkListSchema>;

export const ReviewDecisionSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('approved') }),
    z.object({
      status: z.literal('rejected'),
      rejectionReason: plainTextSchema({ min: 1, max: 500, multiline: true }),
    }),
  ])
  .describe('Approve, or reject with a reason');
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

const MemberProductLinkInputSchema = ProductLinkInputSchema.partial({ url: true, targetMarkets: true })
  .extend({
    decision: ReviewDecisionSchema.optional().describe('Approve or reject the link'),
    videoDecision: ReviewDecisionSchema.optional().describe('Approve or reject the attached product video'),
  })
  .superRefine((link, ctx) => {
    if (link.id === undefined && (link.url === undefined || link.targetMarkets === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'A new link needs url and targetMarkets', path: ['url'] });
    }
  });
export type MemberProductLinkInput = z.infer<typeof MemberProductLinkInputSchema>;

export const SaveMemberProductProfileBodySchema = z
  .object({
    productLinks: z.array(MemberProductLinkInputSchema).min(1).max(50),
  })
  .describe("Create, update, approve or reject a member's product links");
export type SaveMemberProductProfileBody = z.infer<typeof SaveMemberProductProfileBodySchema>;

export const MemberProductProfileSchema = ProductProfileSchema;

/* Members' contact info */

export const MemberContactInfoSchema = z
  .object({
    member: PartnerMemberRefSchema,
    contactInfo: ContactInfoSchema,
    information: SentVerificationFormSchema.nullable().describe('The verification form the member sent, if any'),
    status: VerificationStatusSchema.describe('reviewing: waiting for approval'),
    rejectionReason: z.string().nullable(),
    requestAt: IsoDateTimeSchema,
    reviewedAt: IsoDateTimeSchema.nullable(),
  })
  .describe('Member contact info');
export type MemberContactInfo = z.infer<typeof MemberContactInfoSchema>;

export const MemberContactInfoListSchema = pagedListSchema(MemberContactInfoSchema);
export type MemberContactInfoList = z.infer<typeof MemberContactInfoListSchema>;

export const MemberContactInfoDecisionPathParamsSchema = z.object({
  id: IdSchema.describe('Member id'),
  status: MemberInformationDecisionSchema,
});

export const MemberContactInfoDecisionBodySchema = z.object({
  reason: plainTextSchema({ min: 1, max: 500, multiline: true })
    .optional()
    .describe('Required when the path status is rejected (the server answers 400 without it)'),
});

/* Member ad accounts */

/* Statistics (spec section 3, "Referral stats") */

/** Where an entry falls: a day of a month (by day) or a month (by month, day null). */
const StatisticsBucketShape = {
  day: z.number().int().min(1).max(31).nullable().describe('Day of month; null when counting by month'),
  month: z.number().int().min(1).max(12),
};

const StatisticsUserEntrySchema = z
  .object({
    status: UserStatusSchema,
    ...StatisticsBucketShape,
    total: z.number().int().nonnegative().describe('Members with this status who joined in the bucket'),
  })
  .describe('statisticsUser entry');

export const MemberStatisticsSchema = z
  .object({
    statisticsUser: z.array(StatisticsUserEntrySchema).describe('Only non-zero buckets; fill the gaps with 0'),
    totalUsers: z.number().int().nonnegative().describe('All members of the partner'),
  })
  .describe('Member statistics');
export type MemberStatistics = z.infer<typeof MemberStatisticsSchema>;

const AdAccountStatisticsEntrySchema = z.object({
  ...StatisticsBucketShape,
  total: z.number().int().nonnegative().describe('Ad accounts opened in the bucket'),
});

export const AdAccountStatisticsSchema = z
  .object({
    adsAccounts: z.object({
      totalAdsAccounts: z.number().int().nonnegative().describe("All members' ad accounts"),
      monthlyTotalAdsAccount: z.number().int().nonnegative().describe('Ad accounts opened within the period'),
      monthlyStatisticsAdsAccount: z.array(AdAccountStatisticsEntrySchema),
    }),
  })
  .describe('Ad account statistics');
export type AdAccountStatistics = z.infer<typeof AdAccountStatisticsSchema>;

const SpendingDepositEntrySchema = z.object({
  ...StatisticsBucketShape,
  spending: NonNegativeMinorUnitsSchema.describe('Members ad spend in the bucket, USD cents'),
  deposit: NonNegativeMinorUnitsSchema.describe('Members top-ups in the bucket, USD cents'),
});

export const SpendingDepositStatisticsSchema = z
  .object({
    deposits: z.object({
      totalSpending: NonNegativeMinorUnitsSchema.describe('Members ad spend within the period, USD cents'),
      totalDeposit: NonNegativeMinorUnitsSchema.describe('Members top-ups within the period, USD cents'),
      statistics: z.array(SpendingDepositEntrySchema),
    }),
  })
  .describe('Spending and deposit statistics');
export type SpendingDepositStatistics = z.infer<typeof SpendingDepositStatisticsSchema>;

const PlanChargedEntrySchema = z.object({
  ...StatisticsBucketShape,
  plan: PlanIdSchema,
  totalUser: z.number().int().nonnegative().describe('Members charged for this plan in the bucket'),
  totalAmount: NonNegativeMinorUnitsSchema.describe('USD cents charged for this plan in the bucket'),
});

export const PlanChargedStatisticsSchema = z
  .object({
    planCharged: z.array(PlanChargedEntrySchema),
    totalAmount: NonNegativeMinorUnitsSchema.describe('USD cents charged within the period'),
    totalUser: z.number().int().nonnegative().describe('Distinct members charged within the period'),
  })
  .describe('Plan change statistics');
export type PlanChargedStatistics = z.infer<typeof PlanChargedStatisticsSchema>;

/* Seller-side partnership calls */

export const ExclusivePartnerSurveyBodySchema = z.object({
  choice: z.string().trim().min(1, 'Please choose information for this survey').max(100),
  text: plainTextSchema({ max: 1000, multiline: true }).optional().describe('Free text beside the choice'),
});
export type ExclusivePartnerSurveyBody = z.infer<typeof ExclusivePartnerSurveyBodySchema>;

export const SurveyReceiptSchema = z
  .object({
    id: IdSchema,
    createdAt: IsoDateTimeSchema,
  })
  .describe('Survey receipt');

/** The community-tab message: required, at most 50 characters, not a URL, no script (`communityMessageIssue`). */
const CommunityMessageSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.messageMax, COMMUNITY_MESSAGE_ISSUE_TEXT.tooLong)
  .superRefine((message, ctx) => {
    const issue = communityMessageIssue(message);
    // The length is the `.max` above, so the OpenAPI document states it too.
    if (issue !== null && issue !== 'tooLong') {
      ctx.addIssue({ code: 'custom', message: COMMUNITY_MESSAGE_ISSUE_TEXT[issue] });
    }
  })
  .describe('At most 50 characters; not a URL and no markup');

/** The community-tab contact form, also the application to become a partner. */
export const PartnershipJoinLetterBodySchema = z.object({
  facebookProfileUrl: FacebookUrlSchema,
  message: CommunityMessageSchema,
});
export type PartnershipJoinLetterBody = z.infer<typeof PartnershipJoinLetterBodySchema>;

export const PartnershipApplicationSchema = z
  .object({
    status: PartnershipStatusSchema.describe('pending right after applying'),
    submittedAt: IsoDateTimeSchema,
  })
  .describe('Partnership application');

export const JoinPartneroProgramBodySchema = z.object({
  acceptTerms: z.literal(true).describe('Affiliate terms accepted'),
});
export type JoinPartneroProgramBody = z.infer<typeof JoinPartneroProgramBodySchema>;

export const PartneroMembershipSchema = z
  .object({
    referralLink: z.url().describe('Affiliate link to share'),
    portalUrl: z.url().nullable().describe('Affiliate portal of the programme, if any'),
    joinedAt: IsoDateTimeSchema,
  })
  .describe('Affiliate programme membership');
export type PartneroMembership = z.infer<typeof PartneroMembershipSchema>;

/* Embed form (designed addition) */

export const EmbedFormSchema = z
  .object({
    embedFormUrl: HttpUrlSchema.nullable().describe('Form embedded in the partner landing page; null until saved'),
    landingPageUrl: z.url().describe("The partner's landing page with their referral code, for the preview"),
    updatedAt: IsoDateTimeSchema.nullable(),
  })
  .describe('Embed form');
export type EmbedForm = z.infer<typeof EmbedFormSchema>;

export const SaveEmbedFormBodySchema = z.object({
  embedFormUrl: HttpUrlSchema,
});

import { JoinPartneroProgramBodySchema, type JoinPartneroProgramBody } from '@contract/partnership/partnership.schema';
import type { z } from 'zod';
import { checkedField } from '@/lib/validation';

/** The join body as the seller fills it: the affiliate terms box must be ticked. */
export const joinAffiliateFormSchema = JoinPartneroProgramBodySchema.extend({
  acceptTerms: checkedField(),
}) satisfies z.ZodType<JoinPartneroProgramBody, unknown>;

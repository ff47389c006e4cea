import { MemberContactInfoListQuerySchema } from '@contract/partnership/partnership-queries.schema';
import type { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/** The screen's tabs: the contract's statuses a review can be in (a member who sent nothing has no row). */
export const ContactInfoTabSchema = MemberContactInfoListQuerySchema.shape.status
  .unwrap()
  .extract(['reviewing', 'approved', 'rejected']);
export type ContactInfoTab = z.infer<typeof ContactInfoTabSchema>;
export const CONTACT_INFO_TABS = ContactInfoTabSchema.options;

/** /partner-management-contact-info's URL: the tab (reviewing when absent), search, page and page size. */
export const ContactInfoSearchSchema = listSearchSchema(
  MemberContactInfoListQuerySchema.pick({ search: true, page: true, limit: true }),
).extend({ status: ContactInfoTabSchema.optional().catch(undefined) });
export type ContactInfoSearch = z.infer<typeof ContactInfoSearchSchema>;

export const contactInfoTabOf = (search: ContactInfoSearch): ContactInfoTab => search.status ?? 'reviewing';

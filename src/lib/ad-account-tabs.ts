import { AdAccountTabSchema } from '@contract/ad-accounts/ad-accounts.schema';
import { z } from 'zod';

/** The tabs of `/my-ads-account`: the two listed by the API and the setup guide. */
export const MyAdAccountsTabSchema = z.enum([...AdAccountTabSchema.options, 'setup']);
export type MyAdAccountsTab = z.infer<typeof MyAdAccountsTabSchema>;

/** `/my-ads-account`'s URL search: which tab; the list filters come with the screen. */
export const MyAdAccountsSearchSchema = z.object({ tab: MyAdAccountsTabSchema.optional().catch(undefined) });

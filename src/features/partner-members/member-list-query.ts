import type { MemberListQuerySchema } from '@contract/partnership/partnership-queries.schema';
import type { z } from 'zod';
import { resolveDateRange } from '@/lib/dates';
import type { MembersSearch } from './members-search';

/**
 * The API query a URL asks for: a custom from/to range wins over a preset, and a preset is
 * resolved to the days it covers at `now` in the configured timezone. Kept apart from the URL's
 * schema, which the first page's route tree holds, because dates bring dayjs.
 */
export const memberListQuery = (
  search: MembersSearch,
  now: Date,
  timezone: string,
): z.input<typeof MemberListQuerySchema> => {
  const { datePreset, from, to, ...query } = search;
  const custom = from !== undefined || to !== undefined;
  return { ...query, ...resolveDateRange(custom ? { from, to } : { preset: datePreset }, now, timezone) };
};

import { Box, Group } from '@mantine/core';
import { PlanIdSchema, SubscriptionStatusSchema, VerificationStatusSchema } from '@contract/common/enums.schema';
import type { PlanId } from '@contract/common/enums.schema';
import { getRouteApi } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangeFilter } from '@/components/date-range-filter';
import { dateRangeOfSearch, dateRangeSearchOf } from '@/lib/dates';
import { statusLabelKey } from '@/components/status-badge';
import { toFilters, toSearchText } from '@/lib/list-search';
import type { MembersSearch } from '../members-search';

const route = getRouteApi('/_auth/_verified/_partner/partner-management-member');

/*
 * Each filter reads its own part of the URL, so typing a search renders the search box and
 * not the three selects and the date picker beside it.
 */

/** Applies filters from the first page. */
const useSetFilters = () => {
  const navigate = route.useNavigate();
  return (filters: Partial<MembersSearch>) => void navigate({ search: toFilters(filters), resetScroll: false });
};

const MemberSearch = () => {
  const { t } = useTranslation('partner-members');
  const navigate = route.useNavigate();
  const text = route.useSearch({ select: (search) => search.search ?? '' });
  return (
    <Box w={{ base: '100%', sm: 320 }}>
      <SearchInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={text}
        onChange={(next) => void navigate({ search: toSearchText(next), resetScroll: false })}
      />
    </Box>
  );
};

type ChoiceField = 'verifyStatus' | 'planStatus' | 'currentPlan';
type ChoiceOf<Field extends ChoiceField> = NonNullable<MembersSearch[Field]>;

/** One select on its own field of the URL. */
const UrlChoiceFilter = <Field extends ChoiceField>({
  field,
  choices,
  ...props
}: {
  field: Field;
  label: string;
  placeholder: string;
  clearLabel: string;
  choices: readonly ChoiceOf<Field>[];
  labelOf: (choice: ChoiceOf<Field>) => string;
}) => {
  const setFilters = useSetFilters();
  // NOTE: the router's types do not reduce for a generic field, so the select returns a plain string.
  const value = route.useSearch({ select: (search): string | undefined => search[field] }) as
    ChoiceOf<Field> | undefined;
  return (
    <ChoiceFilter
      {...props}
      choices={choices}
      value={value}
      onChange={(choice) => setFilters({ [field]: choice })}
      width={200}
    />
  );
};

const CreatedAtFilter = () => {
  const { t } = useTranslation('partner-members');
  const setFilters = useSetFilters();
  const datePreset = route.useSearch({ select: (search) => search.datePreset });
  const from = route.useSearch({ select: (search) => search.from });
  const to = route.useSearch({ select: (search) => search.to });
  return (
    <DateRangeFilter
      label={t('filters.createdAt')}
      value={dateRangeOfSearch({ datePreset, from, to })}
      onChange={(range) => setFilters(dateRangeSearchOf(range))}
    />
  );
};

/**
 * The members list's search and filters, all kept in the URL; any change starts from the first
 * page. Memoized: the page's new rows do not render the filters again.
 */
export const MemberFilters = memo(function MemberFilters({ planName }: { planName: (plan: PlanId) => string }) {
  const { t } = useTranslation(['partner-members', 'common']);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <MemberSearch />
      <UrlChoiceFilter
        field="verifyStatus"
        label={t('filters.verifyStatus')}
        placeholder={t('filters.allVerifyStatuses')}
        clearLabel={t('filters.clearVerifyStatus')}
        choices={VerificationStatusSchema.options}
        labelOf={(status) => t(statusLabelKey('verification', status))}
      />
      <UrlChoiceFilter
        field="planStatus"
        label={t('filters.planStatus')}
        placeholder={t('filters.allPlanStatuses')}
        clearLabel={t('filters.clearPlanStatus')}
        choices={SubscriptionStatusSchema.options}
        labelOf={(status) => t(statusLabelKey('subscription', status))}
      />
      <UrlChoiceFilter
        field="currentPlan"
        label={t('filters.currentPlan')}
        placeholder={t('filters.allPlans')}
        clearLabel={t('filters.clearCurrentPlan')}
        choices={PlanIdSchema.options}
        labelOf={planName}
      />
      <CreatedAtFilter />
    </Group>
  );
});

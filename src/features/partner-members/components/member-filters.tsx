import { Box, Group } from '@mantine/core';
import { PlanIdSchema, SubscriptionStatusSchema, VerificationStatusSchema } from '@contract/common/enums.schema';
import type { PlanId } from '@contract/common/enums.schema';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangeFilter } from '@/components/date-range-filter';
import { dateRangeOfSearch, dateRangeSearchOf } from '@/lib/dates';
import { statusLabelKey } from '@/components/status-badge';
import { toFilters, toSearchText } from '@/lib/list-search';
import type { MembersSearch } from '../members-search';

const route = getRouteApi('/_auth/_verified/_partner/partner-management-member');

/** The members list's search and filters, all kept in the URL; any change starts from the first page. */
export const MemberFilters = ({ planName }: { planName: (plan: PlanId) => string }) => {
  const { t } = useTranslation(['partner-members', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setFilters = (filters: Partial<MembersSearch>) =>
    void navigate({ search: toFilters(filters), resetScroll: false });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Box w={{ base: '100%', sm: 320 }}>
        <SearchInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search.search ?? ''}
          onChange={(text) => void navigate({ search: toSearchText(text), resetScroll: false })}
        />
      </Box>
      <ChoiceFilter
        label={t('filters.verifyStatus')}
        placeholder={t('filters.allVerifyStatuses')}
        clearLabel={t('filters.clearVerifyStatus')}
        choices={VerificationStatusSchema.options}
        labelOf={(status) => t(statusLabelKey('verification', status))}
        value={search.verifyStatus}
        onChange={(verifyStatus) => setFilters({ verifyStatus })}
        width={200}
      />
      <ChoiceFilter
        label={t('filters.planStatus')}
        placeholder={t('filters.allPlanStatuses')}
        clearLabel={t('filters.clearPlanStatus')}
        choices={SubscriptionStatusSchema.options}
        labelOf={(status) => t(statusLabelKey('subscription', status))}
        value={search.planStatus}
        onChange={(planStatus) => setFilters({ planStatus })}
        width={200}
      />
      <ChoiceFilter
        label={t('filters.currentPlan')}
        placeholder={t('filters.allPlans')}
        clearLabel={t('filters.clearCurrentPlan')}
        choices={PlanIdSchema.options}
        labelOf={planName}
        value={search.currentPlan}
        onChange={(currentPlan) => setFilters({ currentPlan })}
        width={200}
      />
      <DateRangeFilter
        label={t('filters.createdAt')}
        value={dateRangeOfSearch(search)}
        onChange={(range) => setFilters(dateRangeSearchOf(range))}
      />
    </Group>
  );
};

import { Box, Group, SegmentedControl, Stack, useMatches } from '@mantine/core';
import { HistoryGroupSchema, PaymentStatusSchema } from '@contract/common/enums.schema';
import { historyGroupTypes } from '@contract/transactions/history-groups';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangeFilter } from '@/components/date-range-filter';
import { dateRangeOfSearch, dateRangeSearchOf } from '@/lib/dates';
import { statusLabelKey } from '@/components/status-badge';
import { toFilters, toSearchText } from '@/lib/list-search';
import type { WalletSearch } from '../wallet-search';
import { transactionTypeLabelKey } from './history-format';

const route = getRouteApi('/_auth/_verified/payment/');

/** The "All" segment: no group in the URL. */
const ALL_GROUPS = 'all';

/**
 * The history's group, search and filters, all kept in the URL. Any change starts again from
 * the first page; a new group also drops the type, whose choices depend on it.
 */
export const HistoryFilters = () => {
  const { t } = useTranslation(['transactions', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Five segments do not fit side by side on a phone: there they stack.
  const groupOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  const setFilters = (filters: Partial<WalletSearch>) =>
    void navigate({ search: toFilters(filters), resetScroll: false });

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('groups.label')}
        orientation={groupOrientation}
        fullWidth={groupOrientation === 'vertical'}
        style={{ alignSelf: groupOrientation === 'vertical' ? 'stretch' : 'flex-start' }}
        value={search.group ?? ALL_GROUPS}
        onChange={(value) => {
          const group = HistoryGroupSchema.safeParse(value);
          setFilters({ group: group.success ? group.data : undefined, type: undefined });
        }}
        data={[
          { value: ALL_GROUPS, label: t('groups.all') },
          ...HistoryGroupSchema.options.map((group) => ({ value: group, label: t(`groups.${group}`) })),
        ]}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Box w={{ base: '100%', sm: 340 }}>
          <SearchInput
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={search.search ?? ''}
            onChange={(text) => void navigate({ search: toSearchText(text), resetScroll: false })}
          />
        </Box>
        <ChoiceFilter
          label={t('filters.type')}
          placeholder={t('filters.allTypes')}
          clearLabel={t('filters.clearType')}
          choices={historyGroupTypes(search.group)}
          labelOf={(type) => t(transactionTypeLabelKey(type))}
          value={search.type}
          onChange={(type) => setFilters({ type })}
          width={260}
        />
        <ChoiceFilter
          label={t('filters.status')}
          placeholder={t('filters.allStatuses')}
          clearLabel={t('filters.clearStatus')}
          choices={PaymentStatusSchema.options}
          labelOf={(status) => t(statusLabelKey('paymentStatus', status))}
          value={search.status}
          onChange={(status) => setFilters({ status })}
          width={200}
        />
        <DateRangeFilter
          label={t('filters.date')}
          value={dateRangeOfSearch(search)}
          onChange={(range) => setFilters(dateRangeSearchOf(range))}
        />
      </Group>
    </Stack>
  );
};

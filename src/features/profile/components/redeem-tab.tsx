import { giftCodesContract } from '@contract/gift-codes/gift-codes.contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GiftCodeRedemption } from '@contract/gift-codes/gift-codes.schema';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { Money, useFormatMoney } from '@/components/money';
import { REQUIRED_FIELD } from '@/components/required-field';
import { StatusBadge } from '@/components/status-badge';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { giftCodesApi, redeemHistoryOptions } from '@/lib/queries/gift-codes';
import { useSchemaForm } from '@/lib/validation';
import { useRedeemGiftCode } from '../api/profile-queries';
import {
  GIFT_CODE_FORMAT_MESSAGE,
  GIFT_CODE_MAX,
  GIFT_CODE_MIN,
  redeemGiftCodeFormSchema,
} from '../forms/gift-code-form-schema';
import { redeemHistoryQuery } from '../profile-search';
import { useSuccessNotification } from '@/components/use-success-notification';
import { ProfileSection } from './profile-section';
import { urlPaging } from '@/lib/list-search';
import { formatDateTime } from '@/lib/dates';

const route = getRouteApi('/_auth/profile');

/** The redeem form: one code, the server's refusal shown as it says it. */
const RedeemForm = () => {
  const { t, i18n } = useTranslation('profile');
  const navigate = route.useNavigate();
  const formatMoney = useFormatMoney();
  const redeem = useRedeemGiftCode();
  const keys = useIdempotencyKeys();
  const notify = useSuccessNotification();
  const form = useSchemaForm(redeemGiftCodeFormSchema, { name: 'redeem-gift-code', initialValues: { code: '' } });
  const codeProps = form.getInputProps('code');

  const saved = (redemption: GiftCodeRedemption) => {
    notify({
      title: t('redeem.savedTitle', { code: redemption.code }),
      message:
        redemption.status === 'paid'
          ? t('redeem.paid', { worth: formatMoney(redemption.worth) })
          : t('redeem.saved', {
              worth: formatMoney(redemption.worth),
              minimum: formatMoney(redemption.minimumRequiredSpend.minTotalSpend),
              deadline: formatDateTime(redemption.deadline, i18n.language),
            }),
    });
    form.reset();
    // The new redemption heads the history's first page.
    void navigate({ search: (previous) => ({ ...previous, page: undefined }), resetScroll: false });
  };

  return (
    <form
      noValidate
      onSubmit={form.submit((body) =>
        redeem.mutate(keys.withKey({ body }, giftCodesContract.redeemGiftCode), {
          onSuccess: ({ body: redemption }) => saved(redemption),
        }),
      )}
    >
      <Stack gap="md" maw={480}>
        <TextInput
          label={t('redeem.code')}
          description={t('redeem.codeHint', { min: GIFT_CODE_MIN, max: GIFT_CODE_MAX })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...REQUIRED_FIELD}
          {...codeProps}
          onChange={(event) => {
            // The server's refusal was of the code sent: a changed code drops it, so it never sits beside a new message.
            redeem.reset();
            form.setFieldValue('code', event.currentTarget.value.toUpperCase());
          }}
          error={
            form.errors.code === GIFT_CODE_FORMAT_MESSAGE ? (
              <span role="alert">{t('redeem.codeFormat', { min: GIFT_CODE_MIN, max: GIFT_CODE_MAX })}</span>
            ) : (
              codeProps.error
            )
          }
        />
        <ApiErrorAlert error={redeem.error} />
        <Group>
          <Button type="submit" loading={redeem.isPending}>
            {t('redeem.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The seller's redemptions, a page at a time; the page lives in the URL. */
const RedeemHistory = () => {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The loader warmed this page; another page keeps the last one on screen under the veil while it loads.
  const list = giftCodesApi.listRedeemHistory.useQuery({
    ...redeemHistoryOptions(redeemHistoryQuery(search)),
    placeholderData: (previous) => previous,
  });
  const formatMoney = useFormatMoney();
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  const columns: DataTableColumn<GiftCodeRedemption>[] = [
    {
      accessor: 'code',
      title: t('history.code'),
      priority: 'key',
      render: (row) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.code}
        </Text>
      ),
    },
    {
      accessor: 'worth',
      title: t('history.worth'),
      textAlign: 'right',
      priority: 'key',
      render: (row) => <Money cents={row.worth} />,
    },
    {
      accessor: 'minimumRequiredSpend',
      title: t('history.minimumSpend'),
      textAlign: 'right',
      render: (row) => <Money cents={row.minimumRequiredSpend.minTotalSpend} />,
    },
    {
      accessor: 'currentSpend',
      title: t('history.currentSpend'),
      textAlign: 'right',
      render: (row) => (
        <Stack gap={0} align="flex-end">
          <Money cents={row.currentSpend} />
          {row.status === 'saved' && (
            <Text size="xs" c="dimmed">
              {t('history.remaining', {
                amount: formatMoney(Math.max(row.minimumRequiredSpend.minTotalSpend - row.currentSpend, 0)),
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: t('history.status'),
      noWrap: true,
      priority: 'key',
      render: (row) => <StatusBadge kind="giftCode" value={row.status} miw="max-content" />,
    },
    {
      accessor: 'redeemedAt',
      title: t('history.redeemedAt'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (row) => date(row.redeemedAt),
    },
    {
      accessor: 'deadline',
      title: t('history.deadline'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (row) => date(row.deadline),
    },
  ];

  return (
    <ProfileSection title={t('history.title')}>
      <Stack gap="md">
        <QueryDataTable
          list={list}
          skeletonRows={3}
          ariaLabel={t('history.title')}
          columns={columns}
          idAccessor="id"
          {...urlPaging(navigate)}
          emptyState={<EmptyState title={t('history.none')} description={t('history.noneHint')} />}
        />
      </Stack>
    </ProfileSection>
  );
};

/** The "Redeem code" tab: the gift-code rules, the redeem form and the history. */
export const RedeemTab = () => {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="lg">
      <ProfileSection title={t('redeem.title')} description={t('redeem.rules')}>
        <RedeemForm />
      </ProfileSection>
      <RedeemHistory />
    </Stack>
  );
};

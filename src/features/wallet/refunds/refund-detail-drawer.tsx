import type { Ticket } from '@contract/tickets/tickets.schema';
import type { RefundReceiving } from '@contract/transactions/transactions.schema';
import { Drawer, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-select-names';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { apiErrorStatus } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { refundRequestOptions, transactionsApi } from '@/lib/queries/transactions';

const NO_VALUE = '—';

interface Field {
  label: string;
  value: ReactNode;
}

/** What the seller typed, as text: long numbers and addresses wrap rather than widen the drawer. */
const Given = ({ children }: { children: string }) => (
  <Text span inherit style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
    {children}
  </Text>
);

const FieldTable = ({ caption, fields }: { caption: string; fields: readonly Field[] }) => (
  <Table variant="vertical" layout="fixed" withTableBorder aria-label={caption}>
    <Table.Tbody>
      {fields.map((field) => (
        <Table.Tr key={field.label}>
          <Table.Th w="42%" scope="row">
            {field.label}
          </Table.Th>
          <Table.Td>{field.value}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);

/** Where the money goes, field by field as it was given; a bank's fields follow its scheme. */
const useReceivingFields = () => {
  const { t, i18n } = useTranslation('refunds');
  return (receiving: RefundReceiving): Field[] => {
    const method = { label: t('detail.method'), value: t(`form.methods.${receiving.method}`) };
    if (receiving.method === 'usdt') {
      return [
        method,
        { label: t('detail.usdtNetwork'), value: receiving.usdtNetwork },
        { label: t('detail.walletAddress'), value: <Given>{receiving.walletAddress}</Given> },
      ];
    }
    if (receiving.method === 'wise') {
      return [
        method,
        { label: t('detail.wiseEmail'), value: <Given>{receiving.wiseEmail}</Given> },
        { label: t('detail.accountHolder'), value: <Given>{receiving.accountHolder}</Given> },
      ];
    }
    const bank: Field[] = [
      method,
      {
        label: t('detail.country'),
        value: countryName(receiving.country, i18n.resolvedLanguage ?? i18n.language, receiving.country),
      },
      { label: t('detail.bankName'), value: <Given>{receiving.bankName}</Given> },
      { label: t('detail.accountHolder'), value: <Given>{receiving.accountHolder}</Given> },
    ];
    switch (receiving.scheme) {
      case 'vn_local':
        return [...bank, { label: t('detail.accountNumber'), value: <Given>{receiving.accountNumber}</Given> }];
      case 'ach':
        return [
          ...bank,
          { label: t('detail.routingNumber'), value: <Given>{receiving.routingNumber}</Given> },
          { label: t('detail.accountNumber'), value: <Given>{receiving.accountNumber}</Given> },
          { label: t('detail.accountType'), value: t(`form.accountTypes.${receiving.accountType}`) },
          { label: t('detail.address'), value: <Given>{receiving.address}</Given> },
        ];
      case 'iban':
        return [
          ...bank,
          { label: t('detail.iban'), value: <Given>{receiving.iban}</Given> },
          { label: t('detail.swift'), value: <Given>{receiving.swift}</Given> },
          { label: t('detail.address'), value: <Given>{receiving.address}</Given> },
        ];
      case 'swift':
        return [
          ...bank,
          { label: t('detail.swift'), value: <Given>{receiving.swift}</Given> },
          { label: t('detail.accountNumber'), value: <Given>{receiving.accountNumber}</Given> },
          { label: t('detail.address'), value: <Given>{receiving.address}</Given> },
        ];
    }
  };
};

/**
 * One refund request read back from the server (`GET /api/transactions/refund-requests/:id`):
 * amount, status and dates, the reason, and where the money goes as it was given. The status is
 * the ticket's, as in the history's row (it also knows "processing"). The drawer keeps its
 * ticket while it closes.
 */
export const RefundDetailDrawer = ({
  ticket,
  opened,
  onClose,
}: {
  ticket: Ticket | null;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('refunds');
  const receivingFields = useReceivingFields();
  // The query client's retry policy asks again after a failure, never after a 404.
  const detail = transactionsApi.getRefundRequest.useQuery({
    ...refundRequestOptions(ticket?.id ?? ''),
    enabled: ticket !== null,
  });
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const refund = detail.data?.body;

  let content: ReactNode;
  if (refund && ticket) {
    const request: Field[] = [
      { label: t('history.amount'), value: <Money cents={refund.amount} fw={600} /> },
      {
        label: t('history.refunded'),
        value: refund.refundedAmount === null ? NO_VALUE : <Money cents={refund.refundedAmount} />,
      },
      { label: t('history.status'), value: <StatusBadge kind="ticket" value={ticket.status} miw="max-content" /> },
      ...(refund.rejectionReason
        ? [
            {
              label: t('history.rejectionReason'),
              value: (
                <Text span inherit style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {refund.rejectionReason}
                </Text>
              ),
            },
          ]
        : []),
      {
        label: t('detail.reason'),
        value: (
          <Stack gap={2}>
            <span>{t(`form.reasons.${refund.reason}`)}</span>
            {refund.reasonDetail && (
              <Text span size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {refund.reasonDetail}
              </Text>
            )}
          </Stack>
        ),
      },
      { label: t('history.requestedAt'), value: date(refund.createdAt) },
      { label: t('history.updatedAt'), value: date(refund.updatedAt) },
    ];
    content = (
      <Stack gap="lg">
        <FieldTable caption={t('detail.title')} fields={request} />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('detail.receiving')}
          </Title>
          <FieldTable caption={t('detail.receiving')} fields={receivingFields(refund.receiving)} />
        </Stack>
      </Stack>
    );
  } else if (detail.isError && !detail.isFetching) {
    content =
      apiErrorStatus(detail.error) === 404 ? (
        <EmptyState title={t('detail.notFound')} description={t('detail.notFoundHint')} />
      ) : (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      );
  } else {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('detail.loading')} role="status">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={28} aria-hidden />
        ))}
      </Stack>
    );
  }

  return (
    <Drawer opened={opened} onClose={onClose} title={t('detail.title')} position="right" size="md">
      {content}
    </Drawer>
  );
};

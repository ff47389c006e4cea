import type { Ticket } from '@contract/tickets/tickets.schema';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { useFormatMoney } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useDemo } from '@/lib/demo';
import type { TopUpOrder } from '../../flow/top-up-order';
import { DetailList, type DetailItem } from './detail-list';
import type { TicketRequest } from './ticket-form-schema';
import { useTicketProgress } from './ticket-queries';

export interface SentTicket {
  ticket: Ticket;
  request: TicketRequest;
}

/**
 * What the seller sees once the request is sent: it waits for an admin (or, for Airwallex, the
 * provider's confirmation), what was asked, and what happens next. The ticket's state is read
 * again until it is settled, so an approval shows here and in the wallet without a reload.
 */
export const TicketResult = ({ sent, order }: { sent: SentTicket; order: TopUpOrder }) => {
  const { t } = useTranslation(['payment-tickets', 'configuration']);
  const formatMoney = useFormatMoney();
  const demo = useDemo();
  const auto = sent.request.kind === 'auto';
  const { ticket, verification } = useTicketProgress(sent.ticket, auto);
  const amount = ticket.amount ?? order.amount;
  // The form the seller was in is gone: focus moves to what replaced it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const title =
    ticket.status === 'done'
      ? t('result.titleDone')
      : ticket.status === 'rejected'
        ? t('result.titleRejected')
        : auto
          ? t('result.titleAuto')
          : t('result.title');
  const color = ticket.status === 'done' ? 'green' : ticket.status === 'rejected' ? 'red' : 'blue';

  const items: DetailItem[] = [
    { label: t('result.ticketId'), value: ticket.id, mono: true },
    { label: t('result.amount'), value: formatMoney(amount), copy: false },
    { label: t('result.total'), value: formatMoney(order.charge.total), copy: false },
    { label: t('result.method'), value: t(`configuration:paymentMethod.${order.method}`), copy: false },
    ...(sent.request.kind === 'ticket' && sent.request.body.transferCode !== undefined
      ? [{ label: t('result.transferCode'), value: sent.request.body.transferCode, mono: true }]
      : []),
    {
      label: t('result.status'),
      value: <StatusBadge kind="ticket" value={ticket.status} />,
      copy: false,
    },
  ];

  return (
    <Stack gap="md" component="section" aria-labelledby={`ticket-result-${ticket.id}`}>
      <Alert color={color} variant="light" role="status">
        <Title order={2} size="h4" id={`ticket-result-${ticket.id}`} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
      </Alert>
      <DetailList items={items} />

      {ticket.status === 'done' ? (
        <Stack gap={4}>
          <Text>{t('result.done', { amount: formatMoney(amount) })}</Text>
          {verification && <Text>{t('result.balance', { balance: formatMoney(verification.walletBalance) })}</Text>}
        </Stack>
      ) : ticket.status === 'rejected' ? (
        <Stack gap={4}>
          {ticket.rejectionReason && <Text>{t('result.rejectedReason', { reason: ticket.rejectionReason })}</Text>}
          <Text>{t('result.rejected')}</Text>
        </Stack>
      ) : (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('result.next')}
          </Title>
          <Text>
            {auto
              ? t('result.nextAuto', { amount: formatMoney(amount) })
              : t('result.nextManual', { amount: formatMoney(amount), total: formatMoney(order.charge.total) })}
          </Text>
          {!auto && demo?.control && (
            <Text size="sm" c="dimmed">
              {t('result.demo')}
            </Text>
          )}
        </Stack>
      )}

      <Group gap="sm" wrap="wrap">
        <LinkButton to="/payment" search={{ tab: 'history' }} variant="light">
          {t('result.history')}
        </LinkButton>
        <LinkButton to="/payment/add-fund" variant="default">
          {t('result.another')}
        </LinkButton>
      </Group>
    </Stack>
  );
};

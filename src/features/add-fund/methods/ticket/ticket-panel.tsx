import type { Receiving } from '@contract/operator/operator-settings.schema';
import { Alert, Button, Divider, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { REQUIRED_FIELD } from '@/components/required-field';
import { TopUpChargeLines } from '@/components/top-up-charge';
import { ImageUpload } from '@/components/upload';
import { formatUsdCents, formatVnd, ONE_DOLLAR_CENTS, usdCentsToVnd } from '@/lib/money';
import { useConfiguration } from '@/lib/queries/configuration';
import { uploadsKeys } from '@/lib/queries/uploads';
import { meOptions, usersApi } from '@/lib/queries/users';
import { useSchemaForm } from '@/lib/validation';
import type { MethodPanelProps, TopUpOrder } from '../../flow/top-up-order';
import { DemoValuesNote } from '../demo-values-note';
import { DetailList, type DetailItem } from './detail-list';
import { ReceivingDetails } from './receiving-details';
import { emptyTicketForm, TICKET_LIMITS, ticketFormSchema, type TicketRequest } from './ticket-form-schema';
import {
  attachmentRequired,
  isAutoTicketMethod,
  isTicketMethod,
  paidInVnd,
  receivingOf,
  usdOnly,
  type TicketMethod,
} from './ticket-methods';
import { useSendTicket } from './ticket-queries';
import { TicketResult, type SentTicket } from './ticket-result';
import { forgetTransferCode, rememberedTransferCode } from './transfer-code';

type TicketOrderProps = { order: TopUpOrder & { method: TicketMethod } };
type SendProps = TicketOrderProps & { receiving: Receiving; transferCode: string };

/** Cents as plain digits for a banking app's amount field: `1060.00`, integer arithmetic only. */
const plainDollars = (cents: number): string =>
  `${Math.trunc(cents / ONE_DOLLAR_CENTS)}.${String(cents % ONE_DOLLAR_CENTS).padStart(2, '0')}`;

/** Step 1: how much to send, where to, and the transfer code to write in the note. */
const SendInstructions = ({ order, receiving, transferCode }: SendProps) => {
  const { t, i18n } = useTranslation(['payment-tickets', 'configuration', 'validation']);
  const exchangeRate = useConfiguration().data?.body.exchangeRate;
  const { method, charge } = order;
  const methodName = t(`configuration:paymentMethod.${method}`);
  const inVnd = paidInVnd(method);
  const auto = isAutoTicketMethod(method);
  const headingId = useId();

  const intro =
    receiving.kind === 'wallet'
      ? t(`payment-tickets:send.intro.${receiving.wallet.kind}`, { method: methodName })
      : receiving.kind === 'vietnameseBank'
        ? t('payment-tickets:send.intro.vietnameseBank')
        : t(`payment-tickets:send.intro.${method === 'transferWire' ? 'transferWire' : 'transferWise'}`);

  const vndTotal = inVnd && exchangeRate ? usdCentsToVnd(charge.total, exchangeRate) : null;
  const items: DetailItem[] = [
    {
      label: t('payment-tickets:send.amount'),
      value: formatUsdCents(charge.total, i18n.language),
      copyValue: plainDollars(charge.total),
      mono: true,
    },
    ...(vndTotal === null
      ? []
      : [
          {
            label: t('payment-tickets:send.amountVnd'),
            value: formatVnd(vndTotal, i18n.language),
            copyValue: String(vndTotal),
            mono: true,
          },
        ]),
    ...(auto ? [] : [{ label: t('payment-tickets:send.transferCode'), value: transferCode, mono: true }]),
  ];

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('payment-tickets:send.title')}
      </Title>
      <Text size="sm">{intro}</Text>
      <DetailList items={items} />
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('payment-tickets:send.amountHint')}
        </Text>
        {inVnd && exchangeRate && (
          <Text size="sm" c="dimmed">
            {t('payment-tickets:send.rate', {
              rate: formatVnd(usdCentsToVnd(ONE_DOLLAR_CENTS, exchangeRate), i18n.language),
            })}{' '}
            {t('payment-tickets:send.wholeDollars')}
          </Text>
        )}
        {!auto && (
          <Text size="sm" fw={500}>
            {t('payment-tickets:send.transferCodeHint')}
          </Text>
        )}
      </Stack>
      {usdOnly(method) && (
        <Alert color="orange" variant="light" title={t('validation:wireTransferUsdOnly')}>
          {t('payment-tickets:send.usdOnlyBody')}
        </Alert>
      )}
      <DemoValuesNote />
      <ReceivingDetails receiving={receiving} methodName={methodName} />
    </Stack>
  );
};

/** What the confirmation shows before the request goes: the method, the reference and the charge. */
const ConfirmContent = ({ order, request }: TicketOrderProps & { request: TicketRequest }) => {
  const { t } = useTranslation(['payment-tickets', 'configuration']);
  const items: DetailItem[] = [
    {
      label: t('payment-tickets:confirm.method'),
      value: t(`configuration:paymentMethod.${order.method}`),
      copy: false,
    },
    request.kind === 'auto'
      ? { label: t('payment-tickets:confirm.paymentId'), value: request.body.paymentId, mono: true, copy: false }
      : {
          label: t('payment-tickets:confirm.transferCode'),
          value: request.body.transferCode ?? '',
          mono: true,
          copy: false,
        },
  ];
  return (
    <Stack gap="md">
      <DetailList items={items} />
      <TopUpChargeLines charge={order.charge} label={t('payment-tickets:confirm.charge')} />
      <Text size="sm">
        {request.kind === 'auto' ? t('payment-tickets:confirm.auto') : t('payment-tickets:confirm.manual')}
      </Text>
    </Stack>
  );
};

/** Step 2: the proof (attachment, note) or the Airwallex payment id, then confirm and send. */
const TicketForm = ({
  order,
  transferCode,
  onSent,
}: TicketOrderProps & { transferCode: string; onSent: (sent: SentTicket) => void }) => {
  const { t } = useTranslation(['payment-tickets', 'common']);
  const { method, amount, tip } = order;
  const auto = isAutoTicketMethod(method);
  const required = attachmentRequired(method);
  const schema = useMemo(() => ticketFormSchema({ method, amount, tip }), [method, amount, tip]);
  const form = useSchemaForm(schema, { name: 'top-up-ticket', initialValues: emptyTicketForm(transferCode) });
  const send = useSendTicket();
  const [reviewing, setReviewing] = useState<TicketRequest | null>(null);
  const headingId = useId();
  // The attachment would be left out if the request went while it is still uploading.
  const uploading = useIsMutating({ mutationKey: uploadsKeys.image() }) > 0;

  const review = form.submit((request) => {
    if (uploading || send.isPending) return;
    send.reset();
    setReviewing(request);
  });

  const confirm = async () => {
    // A second click (or Enter) while the first request is on its way sends nothing.
    if (!reviewing || send.isPending || uploading) return;
    const ticket = await send.mutateAsync(reviewing);
    onSent({ ticket, request: reviewing });
  };

  return (
    <>
      <form noValidate onSubmit={review} aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            {auto ? t('payment-tickets:form.titleAuto') : t('payment-tickets:form.title')}
          </Title>
          {auto ? (
            <TextInput
              label={t('payment-tickets:form.paymentId')}
              description={t('payment-tickets:form.paymentIdHint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={TICKET_LIMITS.paymentIdMax}
              {...REQUIRED_FIELD}
              {...form.getInputProps('paymentId')}
            />
          ) : (
            <>
              <ImageUpload
                label={t('payment-tickets:form.attachment')}
                description={
                  required ? t('payment-tickets:form.attachmentRequired') : t('payment-tickets:form.attachmentOptional')
                }
                required={required}
                value={form.values.attachmentUrl}
                onChange={(url) => form.setFieldValue('attachmentUrl', url)}
                error={form.errorOf('attachmentUrl')}
              />
              <Textarea
                label={t('payment-tickets:form.note')}
                description={t('payment-tickets:form.noteHint', { max: TICKET_LIMITS.noteMax })}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={TICKET_LIMITS.noteMax}
                {...form.getInputProps('note')}
              />
            </>
          )}
          {uploading && (
            <Text size="sm" c="dimmed" role="status">
              {t('payment-tickets:form.uploading')}
            </Text>
          )}
          <Button type="submit" disabled={uploading} style={{ alignSelf: 'flex-start' }}>
            {t('payment-tickets:form.review')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={reviewing !== null}
        title={t('payment-tickets:confirm.title')}
        message={reviewing ? <ConfirmContent order={order} request={reviewing} /> : null}
        confirmLabel={t('payment-tickets:confirm.send')}
        onConfirm={confirm}
        onClose={() => {
          if (!send.isPending) setReviewing(null);
        }}
        loading={send.isPending || uploading}
        error={send.error}
      />
    </>
  );
};

const TicketFlow = ({ order, receiving }: TicketOrderProps & { receiving: Receiving }) => {
  const userId = usersApi.getMe.useSuspenseQuery(meOptions()).data.body.id;
  const [transferCode] = useState(() => rememberedTransferCode(userId, order.method));
  const [sent, setSent] = useState<SentTicket | null>(null);

  if (sent) return <TicketResult sent={sent} order={order} />;
  return (
    <Stack gap="lg">
      <SendInstructions order={order} receiving={receiving} transferCode={transferCode} />
      <Divider />
      <TicketForm
        order={order}
        transferCode={transferCode}
        onSent={(result) => {
          // The next top-up gets a code of its own.
          forgetTransferCode(userId, order.method);
          setSent(result);
        }}
      />
    </Stack>
  );
};

/**
 * The manual (ticket) payment methods of the add-fund page: where to send the money (our
 * receiving accounts, Vietnamese bank account or wallet address, each with copy buttons), the
 * transfer code to write in the note, the billing attachment (required for Wise) and a note;
 * then, after confirming the charge, a recharge ticket that waits for an admin. Airwallex
 * (automatic) takes the provider's payment id instead and is confirmed with the provider.
 */
export const TicketPanel = ({ order }: MethodPanelProps) => {
  const { method } = order;
  if (!isTicketMethod(method)) return null;
  // The page offers no method whose receiving details are null (`takesMethod`).
  const receiving = receivingOf(method);
  if (!receiving) return null;
  return <TicketFlow order={{ ...order, method }} receiving={receiving} />;
};

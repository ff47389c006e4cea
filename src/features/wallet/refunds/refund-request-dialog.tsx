import { transactionsContract } from '@contract/transactions/transactions.contract';
import { FormActions } from '@/components/form-actions';
import { applySystemVariant, visibleRefundMethods, type RefundMethod } from '@brands/system-variants';
import { DURATIONS } from '@contract/common/constants';
import { RefundReasonSchema, UsdtNetworkSchema } from '@contract/common/enums.schema';
import {
  Alert,
  Button,
  Center,
  Group,
  Input,
  Loader,
  Modal,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/amount-input';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ErrorState } from '@/components/error-state';
import { useFormatMoney } from '@/components/money';
import { REQUIRED_FIELD } from '@/components/required-field';
import { ImageUpload } from '@/components/upload';
import { useSuccessNotification } from '@/components/use-success-notification';
import { getAppConfig } from '@/lib/config';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { centsToDollarInput } from '@/lib/money';
import { useConfiguration } from '@/lib/queries/configuration';
import { uploadsKeys } from '@/lib/queries/uploads';
import { meOptions, usersApi } from '@/lib/queries/users';
import { useSchemaForm } from '@/lib/validation';
import { refundableCents } from './refund-amounts';
import { RefundBankFields } from './refund-bank-fields';
import { emptyRefundForm, REFUND_LIMITS, refundFormSchema } from './refund-form-schema';
import { useRequestRefund } from './refund-queries';

const [PROCESSING_MIN, PROCESSING_MAX] = DURATIONS.refundProcessingWorkingDays;
const [ARRIVAL_MIN, ARRIVAL_MAX] = DURATIONS.refundArrivalDays;

interface RefundFormProps {
  methods: RefundMethod[];
  autoRefund: boolean;
  /** What may be asked: the available balance (the wallet less `openCents`). */
  maxCents: number;
  /** Cents held for refunds still open. */
  openCents: number;
  onClose: () => void;
}

const RefundForm = ({ methods, autoRefund, maxCents, openCents, onClose }: RefundFormProps) => {
  const { t } = useTranslation(['refunds', 'common']);
  const formatMoney = useFormatMoney();
  const notify = useSuccessNotification();
  const request = useRequestRefund();
  const keys = useIdempotencyKeys();
  const methodLabelId = useId();
  const schema = useMemo(() => refundFormSchema({ maxCents }), [maxCents]);
  // The variant policy always offers at least one method; the fallback only satisfies the type.
  const [firstMethod = 'usdt'] = methods;
  const form = useSchemaForm(schema, { name: 'refund-request', initialValues: emptyRefundForm(firstMethod) });
  const { reason, receiving } = form.values;
  const nothingToRefund = maxCents <= 0;

  const field = (path: string) => form.getInputProps(path);

  // The QR image is optional: sent while it is still uploading, the request would go without it.
  const uploading = useIsMutating({ mutationKey: uploadsKeys.image() }) > 0;

  const submit = form.submit((body) => {
    // Enter in a field must not send the request a second time while the first is on its way.
    if (request.isPending || uploading) return;
    request.mutate(keys.withKey({ body }, transactionsContract.requestRefund), {
      onSuccess: () => {
        notify({ message: t('refunds:dialog.sent', { amount: formatMoney(body.amount) }) });
        onClose();
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {nothingToRefund ? (
          <Alert color="orange" variant="light">
            {openCents > 0
              ? t('refunds:form.nothingLeft', { open: formatMoney(openCents) })
              : t('refunds:form.emptyWallet')}
          </Alert>
        ) : (
          <AmountInput
            label={t('refunds:form.amount')}
            description={
              openCents > 0
                ? t('refunds:form.maximumLessOpen', { amount: formatMoney(maxCents), open: formatMoney(openCents) })
                : t('refunds:form.maximum', { amount: formatMoney(maxCents) })
            }
            data-autofocus
            {...REQUIRED_FIELD}
            {...field('amount')}
            value={form.values.amount}
            onChange={(value) => form.setFieldValue('amount', value)}
            rightSection={
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => form.setFieldValue('amount', centsToDollarInput(maxCents))}
              >
                {t('refunds:form.useMaximum')}
              </Button>
            }
            rightSectionWidth={56}
            rightSectionPointerEvents="all"
          />
        )}

        <Radio.Group label={t('refunds:form.reason')} {...REQUIRED_FIELD} {...field('reason')}>
          <Stack gap="xs" mt="xs">
            {RefundReasonSchema.options.map((option) => (
              <Radio key={option} value={option} label={t(`refunds:form.reasons.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'other' && (
          <Textarea
            label={t('refunds:form.reasonDetail')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={REFUND_LIMITS.reasonDetailMax}
            {...REQUIRED_FIELD}
            {...field('reasonDetail')}
          />
        )}

        <Input.Wrapper label={t('refunds:form.method')} labelElement="div" labelProps={{ id: methodLabelId }}>
          <SegmentedControl
            aria-labelledby={methodLabelId}
            fullWidth
            mt={4}
            data={methods.map((method) => ({ value: method, label: t(`refunds:form.methods.${method}`) }))}
            value={receiving.method}
            onChange={(value) => {
              const method = methods.find((offered) => offered === value);
              if (method) form.setFieldValue('receiving.method', method);
            }}
          />
        </Input.Wrapper>

        {receiving.method === 'usdt' && (
          <>
            <TextInput
              label={t('refunds:form.walletAddress')}
              autoComplete="off"
              spellCheck={false}
              {...REQUIRED_FIELD}
              {...field('receiving.walletAddress')}
            />
            <Radio.Group label={t('refunds:form.usdtNetwork')} {...REQUIRED_FIELD} {...field('receiving.usdtNetwork')}>
              <Group gap="lg" mt="xs">
                {UsdtNetworkSchema.options.map((network) => (
                  <Radio key={network} value={network} label={network} />
                ))}
              </Group>
            </Radio.Group>
            <ImageUpload
              accept="refundQr"
              label={t('refunds:form.usdtQr')}
              description={t('common:contact.optional')}
              value={receiving.usdtQrImageUrl}
              onChange={(url) => form.setFieldValue('receiving.usdtQrImageUrl', url)}
            />
          </>
        )}

        {receiving.method === 'wise' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="email"
              label={t('refunds:form.wiseEmail')}
              autoComplete="email"
              {...REQUIRED_FIELD}
              {...field('receiving.wiseEmail')}
            />
            <TextInput
              label={t('refunds:form.accountHolder')}
              autoComplete="name"
              {...REQUIRED_FIELD}
              {...field('receiving.accountHolder')}
            />
          </SimpleGrid>
        )}

        {receiving.method === 'bank' && <RefundBankFields form={form} />}

        <Alert color="blue" variant="light">
          <Text size="sm">
            {t('refunds:form.processing', {
              processingMin: PROCESSING_MIN,
              processingMax: PROCESSING_MAX,
              arrivalMin: ARRIVAL_MIN,
              arrivalMax: ARRIVAL_MAX,
            })}
          </Text>
          {autoRefund && <Text size="sm">{t('refunds:form.automatic')}</Text>}
        </Alert>
        <ApiErrorAlert error={request.error} />
        <FormActions
          submitLabel={t('refunds:form.submit')}
          busy={request.isPending}
          onCancel={onClose}
          submitDisabled={nothingToRefund || uploading}
        />
      </Stack>
    </form>
  );
};

/**
 * What the form needs before it can show: the server's system variant (which receiving methods
 * are offered; ADREACH offers no Wise and no automatic refund) and the wallet's available and
 * held money (refunds still open hold theirs).
 */
const RefundRequestContent = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('refunds');
  const { availableBalance, heldBalance } = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  const configuration = useConfiguration();

  if (configuration.isError && !configuration.isFetching) {
    return <ErrorState error={configuration.error} onRetry={() => void configuration.refetch()} />;
  }
  if (!configuration.data) {
    return (
      <Center py="xl" role="status" aria-label={t('dialog.loading')}>
        <Loader />
      </Center>
    );
  }
  const effective = applySystemVariant(getAppConfig().brand, configuration.data.body.system);
  return (
    <RefundForm
      methods={visibleRefundMethods(effective)}
      autoRefund={effective.flags.autoRefund}
      maxCents={refundableCents(availableBalance)}
      openCents={heldBalance}
      onClose={onClose}
    />
  );
};

/**
 * The refund request (spec section 3): an amount up to the wallet less the refunds still open,
 * the reason, and where to receive the money (the methods the system variant offers). Sent as a
 * pending request_refund ticket; no money moves until an admin approves it.
 */
export const RefundRequestDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('refunds');
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} size="lg" centered>
      <RefundRequestContent onClose={onClose} />
    </Modal>
  );
};

import { adAccountsContract } from '@contract/ad-accounts/ad-accounts.contract';
import { FormActions } from '@/components/form-actions';
import { Alert, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { autoTopUpFiresNow } from '@contract/ad-accounts/ad-account-rules';
import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { MIN_TRANSFER_CENTS } from '@contract/common/constants';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/amount-input';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFormatMoney } from '@/components/money';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { centsToDollarInput, formatUsdCents } from '@/lib/money';
import { meOptions, usersApi } from '@/lib/queries/users';
import { useSchemaForm } from '@/lib/validation';
import { useUpdateAutoTopUp } from './ad-account-money-mutations';
import { autoTopUpFormSchema } from './auto-top-up-form-schema';
import { typedCents } from './transfer-form-schema';

interface AutoTopUpDialogProps {
  adAccount: AdAccount;
  opened: boolean;
  onClose: () => void;
}

const AutoTopUpForm = ({ adAccount, onClose }: Omit<AutoTopUpDialogProps, 'opened'>) => {
  const { t, i18n } = useTranslation(['ad-accounts', 'common']);
  const update = useUpdateAutoTopUp(adAccount);
  const keys = useIdempotencyKeys();
  const notify = useSuccessNotification();
  const formatMoney = useFormatMoney();
  const me = usersApi.getMe.useQuery(meOptions());
  const current = adAccount.autoTopUp;
  const form = useSchemaForm(autoTopUpFormSchema, {
    name: 'auto-top-up',
    initialValues: {
      amount: current ? centsToDollarInput(current.amount) : '',
      threshold: current ? centsToDollarInput(current.threshold) : '',
    },
  });
  // A new value is a new attempt: the last refusal no longer applies.
  const field = (path: 'amount' | 'threshold') => ({
    ...form.getInputProps(path),
    value: form.values[path],
    onChange: (value: string) => {
      form.setFieldValue(path, value);
      update.reset();
    },
  });

  // While typing: a threshold above the balance means the top-up runs on save.
  const threshold = typedCents(form.values.threshold);
  const amount = typedCents(form.values.amount);
  const firesNow =
    threshold !== null && amount !== null && autoTopUpFiresNow({ balance: adAccount.balance, threshold });
  const available = me.data?.body.availableBalance;

  return (
    <form
      noValidate
      onSubmit={form.submit(({ amount, threshold }) =>
        update.mutate(
          keys.withKey(
            { body: { adAccountId: adAccount.id, enabled: true, amount, threshold } },
            adAccountsContract.updateAutoTopUp,
          ),
          {
            onSuccess: () => {
              notify({
                message: t('autoTopUp.saved', {
                  name: adAccount.name,
                  amount: formatMoney(amount),
                  threshold: formatMoney(threshold),
                }),
              });
              onClose();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Text size="sm">{t('autoTopUp.intro', { name: adAccount.name })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <AmountInput
            label={t('autoTopUp.amount')}
            description={t('autoTopUp.amountHint', {
              min: formatUsdCents(MIN_TRANSFER_CENTS, i18n.language, { wholeDollars: true }),
            })}
            wholeNumber
            data-autofocus
            {...REQUIRED_FIELD}
            {...field('amount')}
          />
          <AmountInput
            label={t('autoTopUp.threshold')}
            description={t('autoTopUp.thresholdHint')}
            {...REQUIRED_FIELD}
            {...field('threshold')}
          />
        </SimpleGrid>
        {firesNow && (
          <Alert
            color={available !== undefined && available < amount ? 'orange' : 'blue'}
            variant="light"
            role="status"
          >
            <Text size="sm">
              {t('autoTopUp.firesNow', {
                name: adAccount.name,
                balance: formatMoney(adAccount.balance),
                amount: formatMoney(amount),
              })}
            </Text>
            {available !== undefined && (
              <Text size="sm">
                {t(available >= amount ? 'autoTopUp.walletCovers' : 'autoTopUp.walletShort', {
                  available: formatMoney(available),
                })}
              </Text>
            )}
          </Alert>
        )}
        <ApiErrorAlert error={update.error} />
        <FormActions
          submitLabel={current ? t('autoTopUp.save') : t('autoTopUp.turnOn')}
          busy={update.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
};

/** Sets up auto top-up of an approved ad account, or edits its amount and threshold (cents). */
export const AutoTopUpDialog = ({ adAccount, opened, onClose }: AutoTopUpDialogProps) => {
  const { t } = useTranslation('ad-accounts');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={adAccount.autoTopUp ? t('autoTopUp.editTitle') : t('autoTopUp.setUpTitle')}
      centered
    >
      <AutoTopUpForm adAccount={adAccount} onClose={onClose} />
    </Modal>
  );
};

/** Asks before turning auto top-up off; the server's refusal stays in the dialog. */
export const TurnOffAutoTopUpDialog = ({ adAccount, opened, onClose }: AutoTopUpDialogProps) => {
  const { t } = useTranslation(['ad-accounts', 'common']);
  const update = useUpdateAutoTopUp(adAccount);
  const keys = useIdempotencyKeys();
  const notify = useSuccessNotification();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('autoTopUp.turnOffTitle')}
      message={t('autoTopUp.turnOffMessage', { name: adAccount.name })}
      confirmLabel={t('autoTopUp.turnOff')}
      danger
      error={update.error}
      onConfirm={() =>
        update
          .mutateAsync(
            keys.withKey({ body: { adAccountId: adAccount.id, enabled: false } }, adAccountsContract.updateAutoTopUp),
          )
          .then(() => {
            notify({ message: t('autoTopUp.turnedOff', { name: adAccount.name }) });
            close();
          })
      }
      onClose={close}
    />
  );
};

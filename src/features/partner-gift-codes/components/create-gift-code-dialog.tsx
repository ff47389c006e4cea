import { giftCodesContract } from '@contract/gift-codes/gift-codes.contract';
import { FormActions } from '@/components/form-actions';
import { Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/amount-input';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { apiErrorStatus } from '@/lib/api-error';
import { getAppConfig } from '@/lib/config';
import { calendarDayIn } from '@/lib/dates';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/validation';
import { useCreatePartnerGiftCode } from '../api/gift-code-mutations';
import { CREATE_GIFT_CODE_DEFAULTS, createGiftCodeFormSchema } from '../forms/create-gift-code-form-schema';

interface CreateGiftCodeDialogProps {
  partnerId: string;
  opened: boolean;
  onClose: () => void;
}

const CreateGiftCodeForm = ({ partnerId, onClose }: Omit<CreateGiftCodeDialogProps, 'opened'>) => {
  const { t } = useTranslation(['partner-gift-codes', 'common']);
  const { timezone } = getAppConfig();
  const schema = useMemo(() => createGiftCodeFormSchema({ now: Date.now, timezone }), [timezone]);
  const form = useSchemaForm(schema, { name: 'create-gift-code', initialValues: CREATE_GIFT_CODE_DEFAULTS });
  const create = useCreatePartnerGiftCode();
  // One key per code sent: a retry of the same form is the same create, never a second code.
  const keys = useIdempotencyKeys();
  const notify = useSuccessNotification();
  // A code spelled like another is the code field's fault; any other refusal is the form's.
  const taken = apiErrorStatus(create.error) === 409;

  const amount = (path: 'worth' | 'minTotalSpend') => ({
    ...form.getInputProps(path),
    value: form.values[path],
    onChange: (value: string) => form.setFieldValue(path, value),
  });

  const submit = form.submit((body) =>
    create.mutate(keys.withKey({ params: { id: partnerId }, body }, giftCodesContract.createPartnerGiftCode), {
      onSuccess: ({ body: created }) => {
        notify({ message: t('create.created', { code: created.code }) });
        onClose();
      },
      onError: (error) => {
        if (apiErrorStatus(error) === 409) form.setFieldError('code', t('create.codeTaken'));
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('create.code')}
          description={t('create.codeHint')}
          autoComplete="off"
          data-autofocus
          styles={{ input: { textTransform: 'uppercase' } }}
          {...REQUIRED_FIELD}
          {...form.getInputProps('code')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <AmountInput
            label={t('create.worth')}
            description={t('create.worthHint')}
            {...REQUIRED_FIELD}
            {...amount('worth')}
          />
          <AmountInput
            label={t('create.minimumSpend')}
            description={t('create.minimumSpendHint')}
            {...REQUIRED_FIELD}
            {...amount('minTotalSpend')}
          />
          <NumberInput
            label={t('create.timeOfUse')}
            description={t('create.timeOfUseHint')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            suffix={` ${t('create.daysSuffix')}`}
            {...REQUIRED_FIELD}
            {...form.getInputProps('timeOfUseDays')}
          />
          <NumberInput
            label={t('create.quantity')}
            description={t('create.quantityHint')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...REQUIRED_FIELD}
            {...form.getInputProps('quantity')}
          />
        </SimpleGrid>
        <TextInput
          type="date"
          label={t('create.expiry')}
          description={t('create.expiryHint')}
          min={calendarDayIn(new Date(), timezone)}
          {...form.getInputProps('expiry')}
        />
        {!taken && <ApiErrorAlert error={create.error} />}
        <FormActions submitLabel={t('create.submit')} busy={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
};

/** The create-code form in a modal; reopened, it starts empty with fresh idempotency keys. */
export const CreateGiftCodeDialog = ({ partnerId, opened, onClose }: CreateGiftCodeDialogProps) => {
  const { t } = useTranslation('partner-gift-codes');
  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')} centered size="lg">
      <CreateGiftCodeForm partnerId={partnerId} onClose={onClose} />
    </Modal>
  );
};

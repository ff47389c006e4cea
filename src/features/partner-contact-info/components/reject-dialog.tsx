import { FormActions } from '@/components/form-actions';
import type { MemberContactInfo } from '@contract/partnership/partnership.schema';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useSchemaForm } from '@/lib/validation';
import { useDecideContactInfo } from '../api/contact-info-mutations';
import { REJECT_REASON_MAX, rejectReasonFormSchema } from '../forms/reject-reason-form-schema';

/** Rejects one member's contact information; the reason, required, is what the member reads. */
export const RejectDialog = ({
  row,
  onClose,
  onRejected,
}: {
  row: MemberContactInfo;
  onClose: () => void;
  onRejected: () => void;
}) => {
  const { t } = useTranslation(['partner-contact-info', 'common']);
  const decide = useDecideContactInfo();
  const form = useSchemaForm(rejectReasonFormSchema, { name: 'reject-contact-info', initialValues: { reason: '' } });

  const reject = form.submit(async (body) => {
    await decide.mutateAsync({ params: { id: row.member.id, status: 'rejected' }, body });
    onRejected();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reject.title')}
      centered
      closeOnEscape={!decide.isPending}
      closeOnClickOutside={!decide.isPending}
    >
      <form onSubmit={reject} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('reject.message', { email: row.member.email })}</Text>
          <Textarea
            label={t('reject.reason')}
            description={t('reject.reasonHint', { max: REJECT_REASON_MAX })}
            autosize
            minRows={3}
            maxLength={REJECT_REASON_MAX}
            withAsterisk
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <ApiErrorAlert error={decide.error} />
          <FormActions submitLabel={t('reject.confirm')} busy={decide.isPending} onCancel={onClose} destructive />
        </Stack>
      </form>
    </Modal>
  );
};

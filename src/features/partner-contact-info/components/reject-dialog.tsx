import type { MemberContactInfo } from '@contract/partnership/partnership.schema';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={decide.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={decide.isPending}>
              {t('reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

import { FormActions } from '@/components/form-actions';
import type { MemberLinkReviewSubject } from '@contract/partnership/member-product-link-review';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { useSchemaForm } from '@/lib/validation';
import { useDecideMemberProductLink } from '../api/member-product-link-mutations';
import { REJECTION_REASON_MAX, rejectionFormSchema } from '../forms/rejection-form-schema';

/** The decision a reviewer started: on which member's link (or its video), approve or reject. */
export interface ReviewRequest {
  memberId: string;
  link: Pick<ProductLink, 'id' | 'url'>;
  subject: MemberLinkReviewSubject;
  decision: 'approved' | 'rejected';
}

const RejectForm = ({ request, onClose }: { request: ReviewRequest; onClose: () => void }) => {
  const { t } = useTranslation(['partner-member', 'common']);
  const decide = useDecideMemberProductLink();
  const notify = useSuccessNotification();
  const form = useSchemaForm(rejectionFormSchema, {
    name: 'reject-member-product-link',
    initialValues: { reason: '' },
  });
  const { memberId, link, subject } = request;
  return (
    <form
      noValidate
      onSubmit={form.submit((decision) =>
        decide.mutate(
          { memberId, linkId: link.id, subject, decision },
          {
            onSuccess: () => {
              notify({ message: t(`review.${subject}.rejected`, { url: link.url }) });
              onClose();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t(`review.${subject}.rejectIntro`, { url: link.url })}
        </Text>
        <Textarea
          label={t('review.reason')}
          description={t('review.reasonHint', { max: REJECTION_REASON_MAX })}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...REQUIRED_FIELD}
          {...form.getInputProps('reason')}
        />
        <ApiErrorAlert error={decide.error} />
        <FormActions submitLabel={t('review.reject')} busy={decide.isPending} onCancel={onClose} destructive />
      </Stack>
    </form>
  );
};

const ApproveDialog = ({ request, onClose }: { request: ReviewRequest; onClose: () => void }) => {
  const { t } = useTranslation('partner-member');
  const decide = useDecideMemberProductLink();
  const notify = useSuccessNotification();
  const { memberId, link, subject } = request;
  return (
    <ConfirmDialog
      opened
      title={t(`review.${subject}.approveTitle`)}
      message={
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t(`review.${subject}.approveIntro`, { url: link.url })}
        </Text>
      }
      confirmLabel={t('review.approve')}
      error={decide.error}
      onClose={onClose}
      onConfirm={() =>
        decide.mutateAsync({ memberId, linkId: link.id, subject, decision: { status: 'approved' } }).then(() => {
          notify({ message: t(`review.${subject}.approved`, { url: link.url }) });
          onClose();
        })
      }
    />
  );
};

/**
 * The partner's decision on a member's product link or its video: approving asks to confirm,
 * rejecting asks for the reason the member will read (required). Closed when `request` is null.
 */
export const ReviewDialog = ({ request, onClose }: { request: ReviewRequest | null; onClose: () => void }) => {
  const { t } = useTranslation('partner-member');
  if (request === null) return null;
  if (request.decision === 'approved') return <ApproveDialog request={request} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t(`review.${request.subject}.rejectTitle`)} centered>
      <RejectForm request={request} onClose={onClose} />
    </Modal>
  );
};

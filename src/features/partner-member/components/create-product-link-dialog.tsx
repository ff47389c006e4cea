import { FormActions } from '@/components/form-actions';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CountryMultiSelect } from '@/components/country-select';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { useSchemaForm } from '@/lib/validation';
import { useCreateMemberProductLink } from '../api/member-product-link-mutations';
import { EMPTY_MEMBER_PRODUCT_LINK, memberProductLinkFormSchema } from '../forms/member-product-link-form-schema';

const CreateProductLinkForm = ({ memberId, onClose }: { memberId: string; onClose: () => void }) => {
  const { t } = useTranslation(['partner-member', 'product-links', 'common']);
  const create = useCreateMemberProductLink(memberId);
  const notify = useSuccessNotification();
  const form = useSchemaForm(memberProductLinkFormSchema, {
    name: 'member-product-link',
    initialValues: EMPTY_MEMBER_PRODUCT_LINK,
  });
  return (
    <form
      noValidate
      onSubmit={form.submit((link) =>
        create.mutate(link, {
          onSuccess: () => {
            notify({ message: t('create.done', { url: link.url }) });
            onClose();
          },
        }),
      )}
    >
      <Stack gap="md">
        <Text size="sm">{t('create.intro')}</Text>
        <TextInput
          label={t('product-links:form.url')}
          description={t('create.urlHint')}
          type="url"
          inputMode="url"
          placeholder="https://"
          data-autofocus
          {...REQUIRED_FIELD}
          {...form.getInputProps('url')}
        />
        <CountryMultiSelect
          label={t('product-links:form.markets')}
          description={t('create.marketsHint')}
          {...REQUIRED_FIELD}
          value={form.values.targetMarkets}
          onChange={(codes) => form.setFieldValue('targetMarkets', codes)}
          error={form.errorOf('targetMarkets')}
        />
        <ApiErrorAlert error={create.error} />
        <FormActions submitLabel={t('create.submit')} busy={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
};

/** The partner adds a product link for a member (URL and target markets); it goes to review. */
export const CreateProductLinkDialog = ({
  memberId,
  opened,
  onClose,
}: {
  memberId: string;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('partner-member');
  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')} centered>
      <CreateProductLinkForm memberId={memberId} onClose={onClose} />
    </Modal>
  );
};

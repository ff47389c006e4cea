import { FormActions } from '@/components/form-actions';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { Alert, Card, Stack, TextInput } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CountryMultiSelect } from '@/components/country-select';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { REQUIRED_FIELD } from '@/components/required-field';
import { VideoUpload } from '@/components/upload';
import { useSuccessNotification } from '@/components/use-success-notification';
import { productLinksApi, productProfileOptions } from '@/lib/queries/product-links';
import { uploadsKeys } from '@/lib/queries/uploads';
import { useSchemaForm } from '@/lib/validation';
import { useSubmitProductLink } from '../api/product-link-mutations';
import { productLinkFormSchema, productLinkFormValues } from '../forms/product-link-form-schema';
import { ScheduleCall } from './schedule-call';

const route = getRouteApi('/_auth/add-product-link');

/** The link form: URL, target markets and the product video, sent for review together. */
const ProductLinkForm = ({ editing }: { editing: ProductLink | null }) => {
  const { t } = useTranslation(['product-links', 'common']);
  const navigate = useNavigate();
  const notify = useSuccessNotification();
  const submit = useSubmitProductLink();
  // A link saved before its video failed to attach: a retry attaches the video only.
  const [saved, setSaved] = useState<ProductLink | null>(editing);
  const uploading = useIsMutating({ mutationKey: uploadsKeys.video() }) > 0;
  const form = useSchemaForm(productLinkFormSchema, {
    name: 'product-link',
    initialValues: productLinkFormValues(editing),
  });

  return (
    <form
      noValidate
      onSubmit={form.submit(({ link, videoUrl }) =>
        submit.mutateAsync({ current: saved, link, videoUrl, onLinkSaved: setSaved }).then(() => {
          notify({ title: t('form.sentTitle'), message: t('form.sent', { url: link.url }) });
          return navigate({ to: '/product-link' });
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t('form.url')}
          description={t('form.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          {...REQUIRED_FIELD}
          {...form.getInputProps('url')}
        />
        <CountryMultiSelect
          label={t('form.markets')}
          description={t('form.marketsHint')}
          {...REQUIRED_FIELD}
          value={form.values.targetMarkets}
          onChange={(codes) => form.setFieldValue('targetMarkets', codes)}
          error={form.errorOf('targetMarkets')}
        />
        <ScheduleCall markets={form.values.targetMarkets} />
        <VideoUpload
          label={t('form.video')}
          description={t('form.videoHint')}
          required
          value={form.values.videoUrl}
          onChange={(url) => form.setFieldValue('videoUrl', url)}
          error={form.errorOf('videoUrl')}
          data-path="videoUrl"
        />
        {editing && (
          <Alert color="blue" variant="light">
            {t('form.backToReview')}
          </Alert>
        )}
        <ApiErrorAlert error={submit.error} />
        <FormActions
          submitLabel={t('form.submit')}
          busy={submit.isPending}
          submitDisabled={uploading}
          cancel={
            <LinkButton to="/product-link" variant="default" disabled={submit.isPending}>
              {t('common:actions.cancel')}
            </LinkButton>
          }
        />
      </Stack>
    </form>
  );
};

/** The link a `?link=` URL edits, once the seller's links are known. */
const EditProductLink = ({ id }: { id: string }) => {
  const { t } = useTranslation('product-links');
  const links = productLinksApi.getProductProfile.useSuspenseQuery(productProfileOptions()).data.body.productLinks;
  const link = links.find((item) => item.id === id);
  if (!link) {
    return (
      <EmptyState
        title={t('form.missingTitle')}
        description={t('form.missingText')}
        action={<LinkButton to="/product-link">{t('form.backToList')}</LinkButton>}
      />
    );
  }
  if (link.status === 'system_paused') {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="gray" variant="light">
          {t('card.paused')}
        </Alert>
        <LinkButton to="/product-link" variant="default">
          {t('form.backToList')}
        </LinkButton>
      </Stack>
    );
  }
  return <ProductLinkForm key={link.id} editing={link} />;
};

/**
 * Add a product link (spec sections 2 and 5), or fix one with `?link=<id>`: the seller's own
 * product page, its target markets and the product video; the link then waits 4 to 8 hours
 * for review on the list.
 */
export const AddProductLinkPage = () => {
  const { t } = useTranslation('product-links');
  const { link } = route.useSearch();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={link ? t('form.editTitle') : t('form.title')} description={t('form.description')} />
      <Card withBorder padding="lg" radius="md">
        {link ? <EditProductLink id={link} /> : <ProductLinkForm editing={null} />}
      </Card>
    </Stack>
  );
};

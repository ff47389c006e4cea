import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSchemaForm } from '@/lib/validation';
import { useAttachPixelStore } from '../api/pixel-mutations';
import { attachStoreFormSchema } from '../forms/pixel-form-schemas';
import { useFollowRedirect } from '@/lib/use-follow-redirect';

/**
 * Attach a store to a pixel: the server answers with the store connect page, where the browser
 * goes (the app's own connect landing, then the store platform). Its refusal keeps the server's
 * message (spec section 8).
 */
export const AttachStoreForm = ({ pixelId, currentShop }: { pixelId: string; currentShop?: string }) => {
  const { t } = useTranslation('pixels');
  const attach = useAttachPixelStore();
  const follow = useFollowRedirect('storeConnect');
  const [refused, setRefused] = useState(false);
  const form = useSchemaForm(attachStoreFormSchema, { name: 'attach-store', initialValues: { shop: '' } });

  return (
    <form
      noValidate
      onSubmit={form.submit(({ shop }) => {
        setRefused(false);
        return (
          attach
            .mutateAsync({ body: { pixelId, shop } })
            .then(({ body }) => setRefused(!follow(body.redirectUrl)))
            // The failure shows through `attach.error`.
            .catch(() => undefined)
        );
      })}
    >
      <Stack gap="sm">
        {currentShop && <Text size="sm">{t('store.replaceHint', { shop: currentShop })}</Text>}
        <TextInput
          label={t('store.shop')}
          description={t('store.shopHint')}
          placeholder="my-store.myshopify.com"
          autoComplete="url"
          {...REQUIRED_FIELD}
          {...form.getInputProps('shop')}
        />
        <ApiErrorAlert error={attach.error} />
        {refused && (
          <Alert color="red" variant="light" role="alert">
            {t('errors.refusedRedirect')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={attach.isPending}>
            {t('store.connect')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PrimaryContactSchema } from '@contract/common/enums.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from './phone-input';

export type ContactFieldKey = 'phone' | 'zalo' | 'telegram' | 'facebook' | 'whatsApp' | 'primaryContact';

/**
 * The seller's contact channels (phone, Zalo, Telegram, Facebook, WhatsApp and which one is
 * primary), wired to a form built on `contactFieldsShape` (src/lib/validation/contact.ts).
 * Shared by the verification form and the profile's contact tab.
 */
export const ContactFields = ({
  getInputProps,
  errorOf,
}: {
  getInputProps: (key: ContactFieldKey) => GetInputPropsReturnType;
  /** The translated error of a field that is not an input (the primary-contact radios). */
  errorOf: (key: 'primaryContact') => ReactNode;
}) => {
  const { t } = useTranslation('common');
  const phone = getInputProps('phone');
  const zalo = getInputProps('zalo');
  const whatsApp = getInputProps('whatsApp');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PhoneInput
          label={t('contact.phone')}
          required
          value={String(phone.value ?? '')}
          onChange={phone.onChange}
          error={phone.error}
        />
        <PhoneInput
          label={t('contact.zalo')}
          description={t('contact.optional')}
          value={String(zalo.value ?? '')}
          onChange={zalo.onChange}
          error={zalo.error}
        />
        <TextInput
          label={t('contact.telegram')}
          description={t('contact.telegramHint')}
          autoComplete="off"
          {...getInputProps('telegram')}
        />
        <TextInput
          label={t('contact.facebook')}
          description={t('contact.facebookHint')}
          type="url"
          autoComplete="url"
          {...getInputProps('facebook')}
        />
        <PhoneInput
          label={t('contact.whatsApp')}
          description={t('contact.optional')}
          value={String(whatsApp.value ?? '')}
          onChange={whatsApp.onChange}
          error={whatsApp.error}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('contact.primaryContact')}
        description={t('contact.oneOfThree')}
        {...getInputProps('primaryContact')}
        error={errorOf('primaryContact')}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} mt="xs">
          {PrimaryContactSchema.options.map((channel) => (
            <Radio key={channel} value={channel} label={t(`contact.channel.${channel}`)} />
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
};

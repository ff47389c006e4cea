import { fullName } from '@contract/users/full-name';
import { Alert, Button, Card, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DURATIONS } from '@contract/common/constants';
import type { LatestVerification } from '@contract/tickets/tickets.schema';
import type { User } from '@contract/users/users.schema';
import { useNavigate } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ContactFields } from '@/components/contact-fields';
import { CountrySelect } from '@/components/country-select';
import { REQUIRED_FIELD } from '@/components/required-field';
import { ImageUpload, ImageUploadList } from '@/components/upload';
import {
  BUSINESS_MODELS,
  BUSINESS_TYPES,
  INDUSTRIES,
  MONTHLY_REVENUE_BANDS,
  selectData,
  STORE_PLATFORMS,
} from '@/lib/business-profile-options';
import { getAppConfig } from '@/lib/config';
import { localeOf } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/validation';
import { useSubmitVerification } from '../api/onboarding-queries';
import { verificationFormSchema, verificationFormValues } from '../forms/verification-form-schema';

/**
 * After a refused submit: the first field in error in reading order (the schema's order is not the
 * page's), scrolled to the middle of the screen and focused. A field without an invalid input of
 * its own (the radios, an upload) is found by its message.
 */
const revealFirstError = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], span[role="alert"]');
    if (!first) return;
    const field =
      first.getAttribute('role') === 'alert'
        ? (first
            .closest('[role="radiogroup"], [class*="InputWrapper-root"]')
            ?.querySelector<HTMLElement>('input, button') ?? null)
        : first;
    first.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  });

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="md" id={titleId}>
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
};

/**
 * The business verification form (spec section 3's fields, section 5's rules). A rejected
 * verification reopens it prefilled with what was sent and the admin's reason; sending it
 * leads to the waiting page.
 */
export const VerificationForm = ({ user, latest }: { user: User; latest: LatestVerification['verification'] }) => {
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const submit = useSubmitVerification();
  const { maxStoreScreenshots, verificationWait } = getAppConfig().business;
  const locale = localeOf(i18n.language);
  const form = useSchemaForm(verificationFormSchema({ maxStoreScreenshots }), {
    name: 'verification',
    initialValues: verificationFormValues(latest?.form ?? null, {
      fullName: fullName(user),
      phone: user.phone,
      telegram: user.telegram,
      referralCode: user.referredBy,
    }),
  });
  const rejected = latest?.status === 'rejected';

  const selectProps = (
    key: 'businessModel' | 'businessType' | 'ecommercePlatform' | 'monthlyRevenue' | 'industry',
  ) => ({
    ...form.getInputProps(key),
    ...REQUIRED_FIELD,
    searchable: true,
    allowDeselect: false,
    // Focus (a refused submit's, or a tab) must not open the list over the messages below it.
    openOnFocus: false,
    nothingFoundMessage: t('common:table.noRecords'),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (body) => submit.mutateAsync({ body }).then(() => navigate({ to: '/waiting-verify-information' })),
        (_errors, _values, event) => revealFirstError(event?.currentTarget ?? null),
      )}
    >
      <Stack gap="lg">
        {rejected && (
          <Alert color="red" variant="light" title={t('form.rejectedTitle')} role="alert">
            {latest.rejectionReason
              ? t('form.rejectedWithReason', { reason: latest.rejectionReason })
              : t('form.rejected')}
          </Alert>
        )}

        <Section title={t('form.sections.business')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.fullName')}
              autoComplete="name"
              {...REQUIRED_FIELD}
              {...form.getInputProps('fullName')}
            />
            <Select
              label={t('form.businessModel')}
              data={selectData(BUSINESS_MODELS, locale)}
              {...selectProps('businessModel')}
            />
            <Select
              label={t('form.businessType')}
              data={selectData(BUSINESS_TYPES, locale)}
              {...selectProps('businessType')}
            />
            <Select label={t('form.industry')} data={selectData(INDUSTRIES, locale)} {...selectProps('industry')} />
            <Select
              label={t('form.monthlyRevenue')}
              data={selectData(MONTHLY_REVENUE_BANDS, locale)}
              {...selectProps('monthlyRevenue')}
            />
            <Radio.Group
              label={t('form.hasRunAdsBefore')}
              {...REQUIRED_FIELD}
              {...form.getInputProps('hasRunAdsBefore')}
            >
              <Group mt="xs">
                <Radio value="yes" label={t('common:yes')} />
                <Radio value="no" label={t('common:no')} />
              </Group>
            </Radio.Group>
          </SimpleGrid>
        </Section>

        <Section title={t('form.sections.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CountrySelect
              label={t('form.country')}
              {...REQUIRED_FIELD}
              value={form.values.country || null}
              onChange={(code) => form.setFieldValue('country', code ?? '')}
              error={form.errorOf('country')}
              openOnFocus={false}
            />
            <TextInput
              label={t('form.city')}
              autoComplete="address-level2"
              {...REQUIRED_FIELD}
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('form.streetAddress')}
              autoComplete="street-address"
              {...REQUIRED_FIELD}
              {...form.getInputProps('streetAddress')}
            />
            <TextInput
              label={t('form.postalCode')}
              autoComplete="postal-code"
              {...REQUIRED_FIELD}
              {...form.getInputProps('postalCode')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('form.sections.store')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('form.ecommercePlatform')}
              data={selectData(STORE_PLATFORMS, locale)}
              {...selectProps('ecommercePlatform')}
            />
            <div />
            <TextInput
              label={t('form.productUrl')}
              description={t('form.productUrlHint')}
              type="url"
              {...form.getInputProps('productUrl')}
            />
            <TextInput
              label={t('form.shopCode')}
              description={t('form.shopCodeHint')}
              {...form.getInputProps('shopCode')}
            />
          </SimpleGrid>
          <ImageUpload
            label={t('form.dashboardScreenshot')}
            description={t('form.dashboardScreenshotHint')}
            required
            value={form.values.dashboardScreenshotUrl}
            onChange={(url) => form.setFieldValue('dashboardScreenshotUrl', url)}
            error={form.errorOf('dashboardScreenshotUrl')}
          />
          <ImageUploadList
            label={t('form.storeScreenshots')}
            description={t('form.storeScreenshotsHint', { max: maxStoreScreenshots })}
            max={maxStoreScreenshots}
            value={form.values.storeScreenshotUrls}
            onChange={(urls) => form.setFieldValue('storeScreenshotUrls', urls)}
            error={form.errorOf('storeScreenshotUrls')}
          />
        </Section>

        <Section title={t('form.sections.contact')}>
          <ContactFields getInputProps={(key) => form.getInputProps(key)} errorOf={(key) => form.errorOf(key)} />
          <TextInput
            label={t('form.referralCode')}
            description={t('common:contact.optional')}
            {...form.getInputProps('referralCode')}
          />
        </Section>

        <ApiErrorAlert error={submit.error} />
        <Group justify="flex-end">
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {verificationWait === 'workingHours'
              ? t('form.reviewTimeHours', { hours: DURATIONS.verificationWorkingHours })
              : t('form.reviewTimeDays', {
                  min: DURATIONS.verificationWorkingDays[0],
                  max: DURATIONS.verificationWorkingDays[1],
                })}
          </Text>
          <Button type="submit" size="md" loading={submit.isPending}>
            {rejected ? t('form.sendAgain') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

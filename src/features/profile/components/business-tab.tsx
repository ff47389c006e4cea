import { fullName } from '@contract/users/full-name';
import { Alert, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { User } from '@contract/users/users.schema';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LinkButton } from '@/components/link-button';
import { REQUIRED_FIELD } from '@/components/required-field';
import { StatusBadge } from '@/components/status-badge';
import {
  BUSINESS_MODELS,
  BUSINESS_TYPES,
  INDUSTRIES,
  MONTHLY_REVENUE_BANDS,
  optionLabel,
  selectData,
  STORE_PLATFORMS,
} from '@/lib/business-profile-options';
import { localeOf } from '@/lib/i18n';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { useSchemaForm } from '@/lib/validation';
import { useUpdateMe } from '../api/profile-queries';
import { accountFormSchema, accountFormValues } from '../forms/account-form-schema';
import { useSuccessNotification } from '@/components/use-success-notification';
import { formatDateTime } from '@/lib/dates';
import { DetailList, FormActions, ProfileSection, useInlineEditor } from './profile-section';

/** The account's name, business name and business model, edited in place. */
const AccountForm = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const update = useUpdateMe();
  const notify = useSuccessNotification();
  const form = useSchemaForm(accountFormSchema, { name: 'profile-account', initialValues: accountFormValues(user) });
  return (
    <form
      noValidate
      onSubmit={form.submit((body) =>
        update.mutate(
          { body },
          {
            onSuccess: () => {
              notify({ message: t('account.saved') });
              onClose();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('account.lastName')}
            autoComplete="family-name"
            autoFocus
            {...REQUIRED_FIELD}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t('account.firstName')}
            autoComplete="given-name"
            {...REQUIRED_FIELD}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('account.businessName')}
            autoComplete="organization"
            {...REQUIRED_FIELD}
            {...form.getInputProps('businessName')}
          />
          <Select
            label={t('account.businessModel')}
            data={selectData(BUSINESS_MODELS, localeOf(i18n.language))}
            allowDeselect={false}
            {...REQUIRED_FIELD}
            {...form.getInputProps('businessModel')}
          />
        </SimpleGrid>
        <ApiErrorAlert error={update.error} />
        <FormActions onCancel={onClose} pending={update.isPending} />
      </Stack>
    </form>
  );
};

/** The account (GET /api/users) and its edit form (PATCH /api/users). */
const AccountSection = ({ user }: { user: User }) => {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const { editing, open, close, openerRef } = useInlineEditor();
  const locale = localeOf(i18n.language);
  return (
    <ProfileSection
      title={t('account.title')}
      description={t('account.description')}
      actions={
        editing ? null : (
          <Button ref={openerRef} variant="default" size="sm" onClick={open}>
            {t('common:actions.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <AccountForm user={user} onClose={close} />
      ) : (
        <DetailList
          items={[
            { label: t('account.name'), value: fullName(user) },
            { label: t('account.email'), value: user.email },
            { label: t('account.businessName'), value: user.businessName },
            {
              label: t('account.businessModel'),
              value: user.businessModel ? optionLabel(BUSINESS_MODELS, user.businessModel, locale) : null,
            },
          ]}
        />
      )}
    </ProfileSection>
  );
};

const VerificationSkeleton = () => {
  const { t } = useTranslation('common');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-label={t('loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <Stack key={index} gap={6}>
          <Skeleton height={10} width="40%" />
          <Skeleton height={14} width="80%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
};

/**
 * The business information as last sent for verification, with its review status. It reads the
 * form on its own, so a failure shows here with a retry and the rest of the page still works.
 */
const VerificationSection = ({ user }: { user: User }) => {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const latest = ticketsApi.getLatestVerification.useQuery(latestVerificationOptions());
  const locale = localeOf(i18n.language);
  const verification = latest.data?.body.verification ?? null;
  const status = verification?.status ?? user.verifyStatus;

  const content = () => {
    if (latest.isError && !latest.isFetching && latest.data === undefined) {
      return <ErrorState error={latest.error} onRetry={() => void latest.refetch()} />;
    }
    if (latest.data === undefined) return <VerificationSkeleton />;
    if (verification === null && user.verifyStatus === 'approved') {
      // Approved without a form on record (an older account): nothing to send again.
      return <EmptyState title={t('verification.approvedNoForm')} description={t('verification.approvedNoFormHint')} />;
    }
    if (verification === null) {
      return (
        <EmptyState
          title={t('verification.none')}
          description={t('verification.noneHint')}
          action={
            <LinkButton to="/update-information" size="sm">
              {t('verification.send')}
            </LinkButton>
          }
        />
      );
    }
    const { form } = verification;
    const country = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(form.country) ?? form.country;
    return (
      <Stack gap="md">
        {verification.status === 'rejected' && (
          <Alert color="red" variant="light" title={t('verification.rejectedTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {verification.rejectionReason
                  ? t('verification.rejectedReason', { reason: verification.rejectionReason })
                  : t('verification.rejected')}
              </Text>
              <LinkButton to="/update-information" size="xs" color="red">
                {t('verification.sendAgain')}
              </LinkButton>
            </Stack>
          </Alert>
        )}
        {verification.status === 'reviewing' && (
          <Alert color="orange" variant="light">
            <Text size="sm">{t('verification.reviewing')}</Text>
          </Alert>
        )}
        <DetailList
          items={[
            { label: t('verification.fullName'), value: form.fullName },
            { label: t('verification.businessModel'), value: optionLabel(BUSINESS_MODELS, form.businessModel, locale) },
            { label: t('verification.businessType'), value: optionLabel(BUSINESS_TYPES, form.businessType, locale) },
            { label: t('verification.industry'), value: optionLabel(INDUSTRIES, form.industry, locale) },
            {
              label: t('verification.monthlyRevenue'),
              value: optionLabel(MONTHLY_REVENUE_BANDS, form.monthlyRevenue, locale),
            },
            {
              label: t('verification.ecommercePlatform'),
              value: optionLabel(STORE_PLATFORMS, form.ecommercePlatform, locale),
            },
            {
              label: t('verification.hasRunAdsBefore'),
              value: form.hasRunAdsBefore ? t('common:yes') : t('common:no'),
            },
            {
              label: t('verification.address'),
              value: [form.streetAddress, form.city, form.postalCode, country].filter(Boolean).join(', '),
            },
            form.productUrl
              ? { label: t('verification.productUrl'), value: form.productUrl }
              : { label: t('verification.shopCode'), value: form.shopCode ?? null },
            { label: t('verification.sentAt'), value: formatDateTime(verification.createdAt, i18n.language) },
          ]}
        />
      </Stack>
    );
  };

  return (
    <ProfileSection
      title={t('verification.title')}
      description={t('verification.description')}
      actions={
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('verification.status')}
          </Text>
          <StatusBadge kind="verification" value={status} />
        </Group>
      }
    >
      {content()}
    </ProfileSection>
  );
};

/** The "Business information" tab: the account, editable, and the verified business form. */
export const BusinessTab = ({ user }: { user: User }) => (
  <Stack gap="lg">
    <AccountSection user={user} />
    <VerificationSection user={user} />
  </Stack>
);

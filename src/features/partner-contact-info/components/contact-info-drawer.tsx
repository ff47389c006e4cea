import type { MemberContactInfo } from '@contract/partnership/partnership.schema';
import type { VerificationForm } from '@contract/tickets/tickets.schema';
import { Drawer, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-select-names';
import { ExternalLink } from '@/components/external-link';
import { StatusBadge } from '@/components/status-badge';
import {
  BUSINESS_MODELS,
  BUSINESS_TYPES,
  INDUSTRIES,
  MONTHLY_REVENUE_BANDS,
  optionLabel,
  STORE_PLATFORMS,
} from '@/lib/business-profile-options';
import { formatDateTime } from '@/lib/dates';
import { localeOf } from '@/lib/i18n';
import { ContactChannels } from './contact-channels';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/** The verification form a member sent, in the reader's language. */
const Information = ({ form }: { form: VerificationForm }) => {
  const { t, i18n } = useTranslation('partner-contact-info');
  const locale = localeOf(i18n.language);
  const dash = '—';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Field label={t('information.fullName')}>{form.fullName}</Field>
      <Field label={t('information.businessModel')}>{optionLabel(BUSINESS_MODELS, form.businessModel, locale)}</Field>
      <Field label={t('information.businessType')}>{optionLabel(BUSINESS_TYPES, form.businessType, locale)}</Field>
      <Field label={t('information.country')}>{countryName(form.country, i18n.language, form.country)}</Field>
      <Field label={t('information.address')}>{[form.streetAddress, form.city, form.postalCode].join(', ')}</Field>
      <Field label={t('information.platform')}>{optionLabel(STORE_PLATFORMS, form.ecommercePlatform, locale)}</Field>
      <Field label={t('information.revenue')}>{optionLabel(MONTHLY_REVENUE_BANDS, form.monthlyRevenue, locale)}</Field>
      <Field label={t('information.industry')}>{optionLabel(INDUSTRIES, form.industry, locale)}</Field>
      <Field label={t('information.ranAdsBefore')}>
        {form.hasRunAdsBefore ? t('information.yes') : t('information.no')}
      </Field>
      <Field label={t('information.productUrl')}>
        {form.productUrl ? <ExternalLink href={form.productUrl}>{form.productUrl}</ExternalLink> : dash}
      </Field>
      <Field label={t('information.shopCode')}>{form.shopCode ?? dash}</Field>
      <Field label={t('information.referralCode')}>{form.referralCode ?? dash}</Field>
      <Field label={t('information.screenshots')}>
        <Stack gap={2}>
          <ExternalLink href={form.dashboardScreenshotUrl}>{t('information.dashboardScreenshot')}</ExternalLink>
          {form.storeScreenshotUrls.map((url, index) => (
            <ExternalLink key={url} href={url}>
              {t('information.storeScreenshot', { number: index + 1 })}
            </ExternalLink>
          ))}
        </Stack>
      </Field>
    </SimpleGrid>
  );
};

/** Everything a member sent for review: contact channels, the verification form and the decision so far. */
export const ContactInfoDrawer = ({ row, onClose }: { row: MemberContactInfo | null; onClose: () => void }) => {
  const { t, i18n } = useTranslation('partner-contact-info');
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={row ? t('details.title', { email: row.member.email }) : ''}
    >
      {row && (
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('details.request')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Field label={t('details.member')}>{row.member.name ?? row.member.email}</Field>
              <Field label={t('list.status')}>
                <StatusBadge kind="verification" value={row.status} />
              </Field>
              <Field label={t('list.requestAt')}>{formatDateTime(row.requestAt, i18n.language)}</Field>
              {row.reviewedAt && (
                <Field label={t('details.reviewedAt')}>{formatDateTime(row.reviewedAt, i18n.language)}</Field>
              )}
              {row.rejectionReason && <Field label={t('details.reason')}>{row.rejectionReason}</Field>}
            </SimpleGrid>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('details.contact')}
            </Title>
            <ContactChannels contact={row.contactInfo} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('details.information')}
            </Title>
            {row.information ? (
              <Information form={row.information} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('details.noInformation')}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
};

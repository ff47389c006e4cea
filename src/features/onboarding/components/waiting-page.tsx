import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { showNotification } from '@mantine/notifications';
import type { LatestVerification } from '@contract/tickets/tickets.schema';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import {
  BUSINESS_MODELS,
  BUSINESS_TYPES,
  INDUSTRIES,
  MONTHLY_REVENUE_BANDS,
  optionLabel,
  STORE_PLATFORMS,
} from '@/lib/business-profile-options';
import { getAppConfig } from '@/lib/config';
import { localeOf } from '@/lib/i18n';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { meOptions, usersApi } from '@/lib/queries/users';
import { DURATIONS } from '@contract/common/constants';
import { StepGuide } from './step-guide';

/** New decisions show up without a reload: the page asks again this often. */
const POLL_INTERVAL_MS = 5_000;

type SentForm = NonNullable<LatestVerification['verification']>['form'];

const Row = ({ label, value }: { label: string; value: string | undefined }) =>
  value ? (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  ) : null;

/** What the seller sent, as they wrote it (server text is shown as text). */
const SentSummary = ({ form }: { form: SentForm }) => {
  const { t, i18n } = useTranslation(['onboarding', 'common']);
  const locale = localeOf(i18n.language);
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(form.country) ?? form.country;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <Row label={t('form.fullName')} value={form.fullName} />
      <Row label={t('form.businessModel')} value={optionLabel(BUSINESS_MODELS, form.businessModel, locale)} />
      <Row label={t('form.businessType')} value={optionLabel(BUSINESS_TYPES, form.businessType, locale)} />
      <Row label={t('form.industry')} value={optionLabel(INDUSTRIES, form.industry, locale)} />
      <Row label={t('form.monthlyRevenue')} value={optionLabel(MONTHLY_REVENUE_BANDS, form.monthlyRevenue, locale)} />
      <Row label={t('form.ecommercePlatform')} value={optionLabel(STORE_PLATFORMS, form.ecommercePlatform, locale)} />
      <Row
        label={t('form.address')}
        value={[form.streetAddress, form.city, form.postalCode, country].filter(Boolean).join(', ')}
      />
      <Row label={t('form.productUrl')} value={form.productUrl} />
      <Row label={t('form.shopCode')} value={form.shopCode} />
      <Row label={t('common:contact.phone')} value={form.phone} />
      <Row label={t('common:contact.telegram')} value={form.telegram} />
      <Row label={t('common:contact.facebook')} value={form.facebook} />
      <Row label={t('common:contact.whatsApp')} value={form.whatsApp} />
      <Row label={t('common:contact.zalo')} value={form.zalo} />
      <Row label={t('common:contact.primaryContact')} value={t(`common:contact.channel.${form.primaryContact}`)} />
      <Row
        label={t('form.storeScreenshots')}
        value={t('waiting.screenshotCount', { count: form.storeScreenshotUrls.length + 1 })}
      />
    </SimpleGrid>
  );
};

/**
 * The waiting-for-verification page: how long the review takes (by configuration), what was
 * sent and what happens next. It keeps asking, so an approval (also from the demo panel)
 * takes the seller on to the next step without a reload, and a rejection back to the form.
 */
export const WaitingPage = () => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const me = usersApi.getMe.useSuspenseQuery({ ...meOptions(), refetchInterval: POLL_INTERVAL_MS });
  const user = me.data.body;
  const latest = ticketsApi.getLatestVerification.useSuspenseQuery(latestVerificationOptions()).data.body.verification;
  const { verificationWait } = getAppConfig().business;
  const [minDays, maxDays] = DURATIONS.verificationWorkingDays;

  useEffect(() => {
    if (user.verifyStatus === 'approved') {
      showNotification({ color: 'green', message: t('waiting.approved') });
      void navigate({ to: '/', replace: true });
    } else if (user.verifyStatus === 'rejected') {
      void navigate({ to: '/update-information', replace: true });
    }
  }, [user.verifyStatus, navigate, t]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('waiting.title')}
        description={
          verificationWait === 'workingHours'
            ? t('waiting.withinHours', { hours: DURATIONS.verificationWorkingHours })
            : t('waiting.withinDays', { min: minDays, max: maxDays })
        }
        actions={
          <Button variant="default" loading={me.isFetching} onClick={() => void me.refetch()}>
            {t('waiting.checkNow')}
          </Button>
        }
      />
      <StepGuide user={user} withActions={false} />
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('waiting.nextTitle')}
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>{t('waiting.next.review')}</List.Item>
          <List.Item>{t('waiting.next.contact')}</List.Item>
          <List.Item>{t('waiting.next.approved')}</List.Item>
          <List.Item>{t('waiting.next.rejected')}</List.Item>
        </List>
      </Card>
      {latest && (
        <Card withBorder padding="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} size="h4">
              {t('waiting.sentTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('waiting.sentAt', { date: new Date(latest.createdAt) })}
            </Text>
          </Group>
          <SentSummary form={latest.form} />
        </Card>
      )}
    </Stack>
  );
};

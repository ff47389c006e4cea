import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { meOptions, usersApi } from '@/lib/queries/users';
import { JoinLetterForm } from './join-letter-form';
import { canApplyForPartnership, PartnershipState } from './partnership-state';

/**
 * Partner contact (spec section 2, partnership flag): where the seller's application to become a
 * partner stands, and the join letter while they may apply (never applied, rejected, inactive).
 */
export const PartnerContactPage = () => {
  const { t } = useTranslation('referral');
  const titleId = useId();
  const status = usersApi.getMe.useSuspenseQuery(meOptions()).data.body.partnership.status;
  return (
    <Stack gap="lg">
      <PageHeader title={t('partnerContact.title')} description={t('partnerContact.description')} />
      <PartnershipState status={status} />
      {canApplyForPartnership(status) && (
        <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
          <Title order={2} size="h4" id={titleId}>
            {t('partnerContact.formTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('partnerContact.formDescription')}
          </Text>
          <JoinLetterForm
            name="partner-application"
            submitLabel={t('partnerContact.submit')}
            sentMessage={t('partnerContact.sent')}
          />
        </Card>
      )}
    </Stack>
  );
};

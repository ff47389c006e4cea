import { Button, Card, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CopyButton } from '@/components/copy-button';
import { formatDateTime } from '@/lib/dates';
import { useSchemaForm } from '@/lib/validation';
import { useAffiliateMembership } from '../api/referral-queries';
import { joinAffiliateFormSchema } from '../forms/join-affiliate-form-schema';
import { ExternalLink } from '@/components/external-link';

/**
 * Joining the affiliate programme (`POST /api/partnero-programs/join`) with the terms accepted;
 * once joined, the affiliate link to share and the programme's portal when there is one.
 */
export const JoinAffiliateCard = ({ userId }: { userId: string }) => {
  const { t, i18n } = useTranslation('referral');
  const titleId = useId();
  const { membership, join } = useAffiliateMembership(userId);
  const form = useSchemaForm(joinAffiliateFormSchema, {
    name: 'join-affiliate',
    initialValues: { acceptTerms: false },
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('join.title')}
      </Title>
      {membership ? (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {t('join.joined', { date: formatDateTime(membership.joinedAt, i18n.language) })}
          </Text>
          <TextInput
            label={t('join.link')}
            value={membership.referralLink}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSection={<CopyButton value={membership.referralLink} label={t('join.copyLink')} />}
          />
          {membership.portalUrl && (
            <ExternalLink href={membership.portalUrl} size="sm">
              {t('join.portal')}
            </ExternalLink>
          )}
        </Stack>
      ) : (
        <form noValidate onSubmit={form.submit((body) => join.mutate({ body }))}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('join.description')}
            </Text>
            <Checkbox label={t('join.accept')} {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
            <ApiErrorAlert error={join.error} />
            <Button type="submit" loading={join.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('join.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
};

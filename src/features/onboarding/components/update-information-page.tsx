import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { meOptions, usersApi } from '@/lib/queries/users';
import { StepGuide } from './step-guide';
import { VerificationForm } from './verification-form';

/** `/update-information`: the step guide, then the verification form (prefilled after a rejection). */
export const UpdateInformationPage = () => {
  const { t } = useTranslation('onboarding');
  const { data: me } = usersApi.getMe.useSuspenseQuery(meOptions());
  const { data: latest } = ticketsApi.getLatestVerification.useSuspenseQuery(latestVerificationOptions());
  return (
    <Stack gap="lg">
      <PageHeader title={t('form.title')} description={t('form.description')} />
      <StepGuide user={me.body} withActions={false} />
      <VerificationForm user={me.body} latest={latest.body.verification} />
    </Stack>
  );
};

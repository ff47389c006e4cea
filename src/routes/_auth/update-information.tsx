import { createFileRoute } from '@tanstack/react-router';
import { UpdateInformationPage } from '@/features/onboarding/components/update-information-page';
import { loadMe, redirectFromVerification, verificationPlace } from '@/features/onboarding/onboarding-guard';
import { loadLatestVerification, loadStepGuide } from '@/features/onboarding/onboarding-route';

export const Route = createFileRoute('/_auth/update-information')({
  staticData: { titleKey: 'updateInformation' },
  beforeLoad: async ({ context }) => {
    const place = verificationPlace(await loadMe(context.queryClient));
    if (place !== 'form') throw redirectFromVerification(place);
  },
  loader: ({ context }) =>
    Promise.all([loadStepGuide(context.queryClient), loadLatestVerification(context.queryClient)]),
  component: UpdateInformationPage,
});

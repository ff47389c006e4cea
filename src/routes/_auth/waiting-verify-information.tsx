import { createFileRoute } from '@tanstack/react-router';
import { WaitingPage } from '@/features/onboarding/components/waiting-page';
import { loadMe, redirectFromVerification, verificationPlace } from '@/features/onboarding/onboarding-guard';
import { loadLatestVerification, loadStepGuide } from '@/features/onboarding/onboarding-route';

export const Route = createFileRoute('/_auth/waiting-verify-information')({
  staticData: { titleKey: 'waitingVerifyInformation' },
  beforeLoad: async ({ context }) => {
    const place = verificationPlace(await loadMe(context.queryClient));
    if (place !== 'waiting') throw redirectFromVerification(place);
  },
  loader: ({ context }) =>
    Promise.all([loadStepGuide(context.queryClient), loadLatestVerification(context.queryClient)]),
  component: WaitingPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { LandingPreviewPage } from '@/features/partner-embed-form/components/landing-preview-page';
import type { RenderLanding } from '@/features/partner-embed-form/components/visitor-view';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { embedFormOptions, partnershipApi } from '@/lib/queries/partnership';

// The visitor's page is the sign-up form with the partner's code; drawn inert, it never registers anyone.
const signUpPage: RenderLanding = (referralCode) => (
  <RegisterForm referralCode={referralCode} onRegistered={() => undefined} />
);

export const Route = createFileRoute('/_auth/_verified/_partner/partner-landing-preview')({
  staticData: { layout: 'full', titleKey: 'partnerLandingPreview' },
  beforeLoad: requireFeature('partnership'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadScreenNamespaces('partner-embed-form'),
      partnershipApi.forClient(queryClient).getEmbedForm.ensureQueryData(embedFormOptions()),
    ]),
  component: () => <LandingPreviewPage renderLanding={signUpPage} />,
});

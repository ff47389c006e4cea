import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { EmbedFormPage } from '@/features/partner-embed-form/components/embed-form-page';
import type { RenderLanding } from '@/features/partner-embed-form/components/visitor-view';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { embedFormOptions, partnershipApi } from '@/lib/queries/partnership';

// The landing preview is the sign-up form with the partner's code; drawn inert, it never registers anyone.
const signUpPage: RenderLanding = (referralCode) => (
  <RegisterForm referralCode={referralCode} onRegistered={() => undefined} />
);

export const Route = createFileRoute('/_auth/_verified/_partner/partner-info-url')({
  staticData: { titleKey: 'partnerInfoUrl' },
  beforeLoad: requireFeature('partnership'),
  // The whole page is the embed form: a failed read shows the page's error with a retry.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadScreenNamespaces('partner-embed-form'),
      partnershipApi.forClient(queryClient).getEmbedForm.ensureQueryData(embedFormOptions()),
    ]),
  component: () => <EmbedFormPage renderLanding={signUpPage} />,
});

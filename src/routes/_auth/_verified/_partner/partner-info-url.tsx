import { createFileRoute } from '@tanstack/react-router';
import { EmbedFormPage } from '@/features/partner-embed-form/components/embed-form-page';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';
import { embedFormOptions, partnershipApi } from '@/lib/queries/partnership';

export const Route = createFileRoute('/_auth/_verified/_partner/partner-info-url')({
  staticData: { titleKey: 'partnerInfoUrl' },
  beforeLoad: requireFeature('partnership'),
  // The whole page is the embed form: a failed read shows the page's error with a retry.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadScreenNamespaces('partner-embed-form'),
      partnershipApi.forClient(queryClient).getEmbedForm.ensureQueryData(embedFormOptions()),
    ]),
  component: EmbedFormPage,
});

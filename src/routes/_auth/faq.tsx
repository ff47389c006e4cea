import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '@/features/help/components/faq-page';
import { FaqSearchSchema } from '@/features/help/faq/faq-search-schema';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/faq')({
  staticData: { titleKey: 'faq' },
  validateSearch: FaqSearchSchema,
  beforeLoad: requireFeature('helpCentre'),
  loader: () => loadScreenNamespaces('help'),
  component: FaqPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '@/features/help/components/faq-page';
import { FaqSearchSchema } from '@/features/help/faq/faq-search-schema';
import { requireFeature } from '@/lib/feature-flags';
import { loadPageNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/faq')({
  staticData: { titleKey: 'faq', namespaces: ['help'] },
  validateSearch: FaqSearchSchema,
  beforeLoad: requireFeature('helpCentre'),
  loader: ({ route }) => loadPageNamespaces(route),
  component: FaqPage,
});

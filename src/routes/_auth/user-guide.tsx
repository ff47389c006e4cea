import { createFileRoute } from '@tanstack/react-router';
import { UserGuidePage } from '@/features/help/components/user-guide-page';
import { requireFeature } from '@/lib/feature-flags';
import { loadPageNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/user-guide')({
  staticData: { titleKey: 'userGuide', namespaces: ['help'] },
  beforeLoad: requireFeature('userGuide'),
  loader: ({ route }) => loadPageNamespaces(route),
  component: UserGuidePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { UserGuidePage } from '@/features/help/components/user-guide-page';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/user-guide')({
  staticData: { titleKey: 'userGuide' },
  beforeLoad: requireFeature('userGuide'),
  loader: () => loadScreenNamespaces('help'),
  component: UserGuidePage,
});

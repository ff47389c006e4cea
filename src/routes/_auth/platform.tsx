import { createFileRoute } from '@tanstack/react-router';
import { PlatformPage } from '@/features/help/components/platform-page';
import { requireFeature } from '@/lib/feature-flags';
import { loadPageNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/platform')({
  staticData: { titleKey: 'platform', namespaces: ['help'] },
  beforeLoad: requireFeature('userGuide'),
  loader: ({ route }) => loadPageNamespaces(route),
  component: PlatformPage,
});

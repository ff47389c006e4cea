import { createFileRoute } from '@tanstack/react-router';
import { PlatformPage } from '@/features/help/components/platform-page';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_auth/platform')({
  staticData: { titleKey: 'platform' },
  beforeLoad: requireFeature('userGuide'),
  loader: () => loadScreenNamespaces('help'),
  component: PlatformPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ReactiveLanding } from '@/features/plans/components/reactive-landing';
import { requireFeature } from '@/lib/feature-flags';
import { loadPageNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/reactive')({
  staticData: { layout: 'full', titleKey: 'reactive', namespaces: ['plans'] },
  beforeLoad: requireFeature('subscription'),
  loader: ({ route }) => loadPageNamespaces(route),
  component: ReactiveLanding,
});

import { createFileRoute } from '@tanstack/react-router';
import { ReactiveLanding } from '@/features/plans/components/reactive-landing';
import { requireFeature } from '@/lib/feature-flags';
import { loadScreenNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/reactive')({
  staticData: { layout: 'full', titleKey: 'reactive' },
  beforeLoad: requireFeature('subscription'),
  loader: () => loadScreenNamespaces('plans'),
  component: ReactiveLanding,
});

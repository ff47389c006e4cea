import { createFileRoute } from '@tanstack/react-router';
import { ServiceOverviewPage } from '@/features/configuration/components/service-overview-page';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';

export const Route = createFileRoute('/status')({
  staticData: { layout: 'full', titleKey: 'status' },
  loader: ({ context }) =>
    configurationApi.forClient(context.queryClient).getConfiguration.ensureQueryData(configurationOptions()),
  component: ServiceOverviewPage,
});

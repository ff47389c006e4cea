import { createFileRoute } from '@tanstack/react-router';
import { useConfiguration } from '@/lib/queries/configuration';
import { HolidayPage } from '@/features/status-pages/components/holiday-page';

// The holiday window comes from the general configuration; without it the notice shows no dates.
const HolidayRoute = () => {
  const configuration = useConfiguration();
  return <HolidayPage holiday={configuration.data?.body.holiday ?? null} />;
};

export const Route = createFileRoute('/holiday')({
  staticData: { layout: 'full', titleKey: 'holiday' },
  component: HolidayRoute,
});

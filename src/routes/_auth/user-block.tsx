import { createFileRoute } from '@tanstack/react-router';
import { effectiveSupportLink } from '@/components/support-link';
import { useConfiguration } from '@/lib/queries/configuration';
import { UserBlockPage } from '@/features/status-pages/components/user-block-page';
import { getAppConfig } from '@/lib/config';

// The route composes the two features: the support contact depends on the server's system variant.
const UserBlockRoute = () => {
  const configuration = useConfiguration();
  // Until the variant is known no link shows, so an ADREACH user is never sent to the wrong contact.
  const supportLink = configuration.isPending
    ? null
    : effectiveSupportLink(getAppConfig().brand, configuration.data?.body.system ?? null);
  return <UserBlockPage supportLink={supportLink} />;
};

export const Route = createFileRoute('/_auth/user-block')({
  staticData: { layout: 'full', titleKey: 'userBlock' },
  component: UserBlockRoute,
});

import { Stack, Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { meOptions, usersApi } from '@/lib/queries/users';
import { PROFILE_TABS, profileTabOf, ProfileTabSchema, searchForTab } from '../profile-search';
import { BusinessTab } from './business-tab';
import { ContactTab } from './contact-tab';
import { EmailVerificationBanner } from './email-verification-banner';
import { RedeemTab } from './redeem-tab';
import { SecurityTab } from './security-tab';

const route = getRouteApi('/_auth/profile');

/**
 * The profile (spec section 2): business information, contact information, security and
 * gift codes, one tab each. The tab is in the URL, so a shared link opens the same tab and
 * the back button returns to the last one.
 */
export const ProfilePage = () => {
  const { t } = useTranslation('profile');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;

  const openTab = (value: string | null) => {
    const tab = ProfileTabSchema.safeParse(value);
    if (tab.success) void navigate({ search: (previous) => searchForTab(previous, tab.data), resetScroll: false });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <EmailVerificationBanner user={me} />
      <Tabs value={profileTabOf(search)} onChange={openTab} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')} grow>
          {PROFILE_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="business" pt="lg">
          <BusinessTab user={me} />
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="lg">
          <ContactTab user={me} />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="lg">
          <SecurityTab />
        </Tabs.Panel>
        <Tabs.Panel value="redeem" pt="lg">
          <RedeemTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

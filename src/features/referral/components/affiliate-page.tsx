import { Card, List, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { isFeatureOn } from '@/lib/feature-flags';
import { meOptions, usersApi } from '@/lib/queries/users';
import {
  AFFILIATE_TABS,
  AffiliateTabSchema,
  DEFAULT_AFFILIATE_TAB,
  searchForAffiliateTab,
  type AffiliateTab,
} from '../referral-search';
import { AffiliateTermsCard } from './affiliate-terms-card';
import { JoinAffiliateCard } from './join-affiliate-card';
import { JoinLetterForm } from './join-letter-form';
import { PartnershipState } from './partnership-state';

const route = getRouteApi('/_auth/affiliate');

const STEPS = ['join', 'share', 'earn'] as const;

/** How the programme works, in three steps. */
const EarnMoney = () => {
  const { t } = useTranslation('referral');
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('earn.title')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {STEPS.map((step, index) => (
          <Stack component="li" key={step} gap={4}>
            <ThemeIcon radius="xl" size="md" variant="light" aria-hidden>
              {index + 1}
            </ThemeIcon>
            <Text fw={600}>{t(`earn.steps.${step}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`earn.steps.${step}.text`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
};

/** What a partner can do, where the application stands and where to apply. */
const PartnerProgramme = () => {
  const { t } = useTranslation('referral');
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  return (
    <Stack gap="md">
      <Text>{t('partnerProgramme.intro')}</Text>
      <List spacing="xs" size="sm">
        <List.Item>{t('partnerProgramme.members')}</List.Item>
        <List.Item>{t('partnerProgramme.statistics')}</List.Item>
        <List.Item>{t('partnerProgramme.giftCodes')}</List.Item>
        <List.Item>{t('partnerProgramme.landing')}</List.Item>
      </List>
      <PartnershipState status={me.partnership.status} />
      {me.partnership.status !== 'active' && (
        <LinkButton to="/partner-contact" style={{ alignSelf: 'flex-start' }}>
          {t('partnerProgramme.apply')}
        </LinkButton>
      )}
    </Stack>
  );
};

/** The community tab's contact form (spec section 2): a Facebook profile link and a short message. */
const Community = () => {
  const { t } = useTranslation('referral');
  return (
    <Stack gap="md">
      <Text>{t('community.intro')}</Text>
      <JoinLetterForm name="community-contact" submitLabel={t('community.submit')} sentMessage={t('community.sent')} />
    </Stack>
  );
};

/**
 * The affiliate programme (spec section 2): how to earn, the configured terms and joining; the
 * partner programme; and the community tab's contact form. The tab is in the URL.
 */
export const AffiliatePage = () => {
  const { t } = useTranslation('referral');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  const tabs = AFFILIATE_TABS.filter((tab) => tab !== 'partner' || isFeatureOn('partnership'));
  const requested = search.tab ?? DEFAULT_AFFILIATE_TAB;
  const current: AffiliateTab = tabs.includes(requested) ? requested : DEFAULT_AFFILIATE_TAB;

  const openTab = (value: string | null) => {
    const tab = AffiliateTabSchema.safeParse(value);
    if (tab.success) void navigate({ search: searchForAffiliateTab(tab.data), resetScroll: false });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('affiliate.title')}
        description={t('affiliate.description')}
        actions={
          <LinkButton to="/referral" variant="default">
            {t('actions.referral')}
          </LinkButton>
        }
      />
      <Tabs value={current} onChange={openTab} keepMounted={false}>
        <Tabs.List aria-label={t('affiliate.tabs.label')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`affiliate.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="earn" pt="lg">
          <Stack gap="lg">
            <EarnMoney />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <AffiliateTermsCard />
              <JoinAffiliateCard userId={me.id} />
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>
        {tabs.includes('partner') && (
          <Tabs.Panel value="partner" pt="lg">
            <PartnerProgramme />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="community" pt="lg">
          <Community />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

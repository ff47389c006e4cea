import { Anchor, Button, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import IconBook from '@tabler/icons-react/icons/IconBook';
import IconCashMoveBack from '@tabler/icons-react/icons/IconCashMoveBack';
import IconHelpCircle from '@tabler/icons-react/icons/IconHelpCircle';
import IconLock from '@tabler/icons-react/icons/IconLock';
import IconReceipt from '@tabler/icons-react/icons/IconReceipt';
import IconRocket from '@tabler/icons-react/icons/IconRocket';
import IconShieldCheck from '@tabler/icons-react/icons/IconShieldCheck';
import IconSpeakerphone from '@tabler/icons-react/icons/IconSpeakerphone';
import IconWallet from '@tabler/icons-react/icons/IconWallet';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLinkButton } from '@/components/external-link';
import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { getAppConfig } from '@/lib/config';
import { HELP_PAGES, NBSP_ARROW, type HelpPath } from '../help-pages';
import { externalIcon } from './help-icons';

type TopicId = 'gettingStarted' | 'verification' | 'funding' | 'adAccounts' | 'refunds' | 'billing' | 'security';

interface Topic {
  id: TopicId;
  icon: TablerIcon;
  /** Where the user does what the topic explains. */
  page: HelpPath;
}

/**
 * The guide's topics, each with the page where the action happens. Plans live on
 * /billing only while subscriptions are on; otherwise billing means the payment history.
 */
const topicsFor = (subscriptionOn: boolean): Topic[] => [
  { id: 'gettingStarted', icon: IconRocket, page: '/platform' },
  { id: 'verification', icon: IconShieldCheck, page: '/update-information' },
  { id: 'funding', icon: IconWallet, page: '/payment/add-fund' },
  { id: 'adAccounts', icon: IconSpeakerphone, page: '/my-ads-account' },
  { id: 'refunds', icon: IconCashMoveBack, page: '/payment' },
  { id: 'billing', icon: IconReceipt, page: subscriptionOn ? '/billing' : '/payment' },
  { id: 'security', icon: IconLock, page: '/profile' },
];

/**
 * /user-guide: the brand's help articles by topic. Each card opens the brand's user guide
 * in a new tab and links the page of the app where the user acts on it; the FAQ is
 * offered when the help centre is on.
 */
export const UserGuidePage = () => {
  const { t } = useTranslation('help');
  const { brand } = getAppConfig();

  return (
    <Stack gap="xl" maw={1120}>
      <PageHeader
        title={t('userGuide.title')}
        description={t('userGuide.description', { brand: brand.name })}
        actions={
          <ExternalLinkButton
            rightSection={externalIcon}
            href={brand.guideLinks.userGuide}
            variant="light"
            leftSection={<Icon icon={IconBook} size="md" decorative />}
          >
            {t('userGuide.openFullGuide')}
          </ExternalLinkButton>
        }
      />

      {/* Seven topics and the FAQ card fill whole rows at two and at three columns. */}
      <Grid gap="md">
        {topicsFor(brand.flags.subscription).map((topic) => (
          <Grid.Col key={topic.id} span={{ base: 12, sm: 6, lg: 4 }}>
            <TopicCard topic={topic} guideUrl={brand.guideLinks.userGuide} />
          </Grid.Col>
        ))}
        {brand.flags.helpCentre && (
          <Grid.Col span={{ base: 12, sm: 6, lg: 8 }}>
            <FaqCard />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
};

const TopicCard = ({ topic, guideUrl }: { topic: Topic; guideUrl: string }) => {
  const { t } = useTranslation(['help', 'routes']);
  const title = t(`help:userGuide.topics.${topic.id}.title`);
  return (
    <Card withBorder padding="lg" component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <Icon icon={topic.icon} size="lg" decorative />
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {t(`help:userGuide.topics.${topic.id}.body`)}
        </Text>
        {/* A page name can be long (Vietnamese especially): the in-app link is text that wraps. */}
        <Stack gap="xs" align="flex-start">
          <ExternalLinkButton rightSection={externalIcon} href={guideUrl} variant="light" size="sm" detail={title}>
            {t('help:userGuide.readGuide')}
          </ExternalLinkButton>
          <Anchor component={Link} to={topic.page} size="sm" fw={600}>
            {t('help:links.goTo', { page: t(`routes:pages.${HELP_PAGES[topic.page]}`) })}
            <span aria-hidden>{NBSP_ARROW}</span>
          </Anchor>
        </Stack>
      </Stack>
    </Card>
  );
};

const FaqCard = () => {
  const { t } = useTranslation('help');
  const { brand } = getAppConfig();
  return (
    <Card withBorder padding="lg" h="100%" bg="var(--mantine-primary-color-light)" style={{ justifyContent: 'center' }}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px' }}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <Icon icon={IconHelpCircle} size="lg" decorative />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('userGuide.moreHelp.title')}
            </Title>
            <Text size="sm">{t('userGuide.moreHelp.body', { brand: brand.name })}</Text>
          </Stack>
        </Group>
        <Button component={Link} to="/faq">
          {t('links.faq')}
        </Button>
      </Group>
    </Card>
  );
};

import { Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MAX_BUSINESS_CENTRES } from '@contract/common/constants';
import IconBuilding from '@tabler/icons-react/icons/IconBuilding';
import IconGauge from '@tabler/icons-react/icons/IconGauge';
import IconHeadset from '@tabler/icons-react/icons/IconHeadset';
import IconWallet from '@tabler/icons-react/icons/IconWallet';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkButton } from '@/components/external-link';
import { Icon } from '@/components/icon';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { getAppConfig } from '@/lib/config';
import { formatUsdCents } from '@/lib/money';
import { externalIcon } from './help-icons';

const BENEFITS = [
  { id: 'noLimits', icon: IconGauge },
  { id: 'businessCentre', icon: IconBuilding },
  { id: 'wallet', icon: IconWallet },
  { id: 'support', icon: IconHeadset },
] as const;

/** Spec section 2, setup tab: connect, business centre, ad account; then fund it. */
const STEPS = ['connect', 'businessCentre', 'adAccount', 'fund'] as const;

/**
 * /platform: what the short-video ad platform is, what an agency ad account gives over a
 * personal one, the four steps to the first ad account, and the way into the first step.
 */
export const PlatformPage = () => {
  const { t, i18n } = useTranslation('help');
  const { brand, business } = getAppConfig();
  const values = {
    brand: brand.name,
    maxBusinessCentres: MAX_BUSINESS_CENTRES,
    minTopUp: formatUsdCents(business.minTopUpCents, i18n.language, { wholeDollars: true }),
  };

  return (
    <Stack gap="xl" maw={1120}>
      <PageHeader title={t('platform.title')} description={t('platform.description', values)} />

      <Section title={t('platform.about.title')}>
        <Card withBorder padding="lg">
          <Stack gap="sm" maw={760}>
            <Text>{t('platform.about.body')}</Text>
            <Text>{t('platform.about.agency', values)}</Text>
          </Stack>
        </Card>
      </Section>

      <Section title={t('platform.benefits.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {BENEFITS.map(({ id, icon }) => (
            <Card key={id} withBorder padding="lg">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <Icon icon={icon} size="lg" decorative />
                </ThemeIcon>
                <Title order={3} size="h5">
                  {t(`platform.benefits.${id}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`platform.benefits.${id}.body`, values)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('platform.steps.title')}>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {STEPS.map((step, index) => (
            <Card key={step} component="li" withBorder padding="lg">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={32} radius="xl" aria-hidden>
                  <Text fw={700} size="sm" c="inherit">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Title order={3} size="h5">
                    {t(`platform.steps.${step}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`platform.steps.${step}.body`, values)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Card withBorder padding="lg" bg="var(--mantine-primary-color-light)">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('platform.cta.title')}
          </Title>
          <Text>{t('platform.cta.body')}</Text>
          <Group gap="sm">
            <LinkButton to="/my-ads-account" search={{ tab: 'setup' }}>
              {t('platform.cta.connect')}
            </LinkButton>
            <ExternalLinkButton rightSection={externalIcon} href={brand.guideLinks.userGuide} variant="default">
              {t('links.userGuide')}
            </ExternalLinkButton>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section">
    <Title order={2} size="h3" mb="md">
      {title}
    </Title>
    {children}
  </Box>
);

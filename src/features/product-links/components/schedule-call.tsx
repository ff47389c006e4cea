import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-select-names';
import { effectiveSupportLink, SupportLinkButton } from '@/components/support-link';
import { getAppConfig } from '@/lib/config';
import { useConfiguration } from '@/lib/queries/configuration';
import { meetingEligibleMarkets } from '../meeting';

/**
 * "Schedule a call" (spec sections 2 and 9): offered when the chosen markets include a
 * meeting-eligible country. The call is booked with the team through the support chat.
 */
export const ScheduleCall = ({ markets }: { markets: readonly string[] }) => {
  const { t, i18n } = useTranslation('product-links');
  const configuration = useConfiguration();
  const eligible = meetingEligibleMarkets(markets);
  if (eligible.length === 0 || configuration.isPending) return null;
  const link = effectiveSupportLink(getAppConfig().brand, configuration.data?.body.system ?? null);
  if (link === null) return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    eligible.map((code) => countryName(code, language, code)),
  );
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('call.title')}</Text>
        <Text size="sm">{t('call.text', { markets: names })}</Text>
        <SupportLinkButton link={link} size="xs" variant="filled">
          {t('call.button')}
        </SupportLinkButton>
      </Stack>
    </Paper>
  );
};

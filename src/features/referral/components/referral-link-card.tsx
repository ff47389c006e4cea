import { referralLink } from '@contract/referrals/referral-link';
import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';

/** The seller's referral link and code, each with a copy button (spec section 2). */
export const ReferralLinkCard = ({ code }: { code: string }) => {
  const { t } = useTranslation(['referral', 'common']);
  const titleId = useId();
  const link = referralLink(window.location.origin, code);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t('link.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('link.description')}
          </Text>
        </div>
        <TextInput
          label={t('link.link')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSection={<CopyButton value={link} label={t('link.copyLink')} />}
          styles={{ input: { textOverflow: 'ellipsis' } }}
        />
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('link.code')}
          </Text>
          <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {code}
          </Text>
          <CopyButton value={code} label={t('link.copyCode')} failedMessage={t('common:copy.codeFailed')} />
        </Group>
      </Stack>
    </Card>
  );
};

import type { PartnerMemberDetail } from '@contract/partnership/partnership.schema';
import type { ContactInfo } from '@contract/users/users.schema';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { BUSINESS_MODELS, optionLabel } from '@/lib/business-profile-options';
import { formatDateTime } from '@/lib/dates';
import { localeOf } from '@/lib/i18n';
import { usePlanName } from '@/lib/plan-names';
import { Figure } from '@/components/figure';

const NONE = '—';

/** One label and its value, as a term and its description. */
const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div style={{ minWidth: 0 }}>
    <Text component="dt" size="sm" c="dimmed">
      {label}
    </Text>
    <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </div>
);

/** The member's channels, the primary one first and marked. */
const ContactLines = ({ contact }: { contact: ContactInfo | null }) => {
  const { t } = useTranslation(['partner-member', 'common']);
  if (contact === null) return <>{t('info.noContact')}</>;
  const channels = [
    { key: 'phone', label: t('common:contact.phone'), value: contact.phone },
    { key: 'zalo', label: t('common:contact.zalo'), value: contact.zalo },
    { key: 'telegram', label: t('common:contact.channel.telegram'), value: contact.telegram },
    { key: 'facebook', label: t('common:contact.channel.facebook'), value: contact.facebook },
    { key: 'whatsApp', label: t('common:contact.channel.whatsApp'), value: contact.whatsApp },
  ].filter((channel) => channel.value !== null);
  return (
    <Stack gap={2} component="span">
      {channels.map((channel) => (
        <Text key={channel.key} component="span" size="sm" display="block">
          {channel.label}: {channel.value}
          {channel.key === contact.primaryContact && ` (${t('info.primary')})`}
        </Text>
      ))}
    </Stack>
  );
};

/**
 * The member's information (spec section 3, "Partner member"): who they are, how to reach them,
 * their statuses and plan, money figures and dates.
 */
export const MemberInformation = ({ member }: { member: PartnerMemberDetail }) => {
  const { t, i18n } = useTranslation('partner-member');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const planName = usePlanName();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label={t('info.totalSpending')}>
          <Money cents={member.totalSpending} />
        </Figure>
        <Figure label={t('info.walletBalance')}>
          <Money cents={member.walletBalance} />
        </Figure>
        <Figure label={t('info.totalDeposit')}>
          <Money cents={member.totalDeposit} />
        </Figure>
      </SimpleGrid>
      <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
        <Title order={2} size="h4" mb="md" id={titleId}>
          {t('info.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md" m={0}>
          <Item label={t('info.name')}>{member.name ?? NONE}</Item>
          <Item label={t('info.email')}>{member.email}</Item>
          <Item label={t('info.contact')}>
            <ContactLines contact={member.contact} />
          </Item>
          <Item label={t('info.userStatus')}>
            <StatusBadge kind="member" value={member.userStatus} />
          </Item>
          <Item label={t('info.verifyStatus')}>
            <StatusBadge kind="verification" value={member.verifyStatus} />
          </Item>
          <Item label={t('info.planStatus')}>
            {member.planStatus === null ? (
              t('info.noPlan')
            ) : (
              <StatusBadge kind="subscription" value={member.planStatus} />
            )}
          </Item>
          <Item label={t('info.currentPlan')}>
            {member.currentPlan === null ? t('info.noPlan') : planName(member.currentPlan)}
          </Item>
          <Item label={t('info.businessName')}>{member.businessName ?? NONE}</Item>
          <Item label={t('info.businessModel')}>
            {member.businessModel === null
              ? NONE
              : optionLabel(BUSINESS_MODELS, member.businessModel, localeOf(language))}
          </Item>
          <Item label={t('info.createdAt')}>{formatDateTime(member.createdAt, language)}</Item>
          <Item label={t('info.requestAt')}>
            {member.requestAt === null ? t('info.noRequest') : formatDateTime(member.requestAt, language)}
          </Item>
        </SimpleGrid>
      </Card>
    </Stack>
  );
};

import type { ContactInfo } from '@contract/users/users.schema';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';

type Channel = 'phone' | 'zalo' | 'telegram' | 'facebook' | 'whatsApp';
const CHANNELS: readonly Channel[] = ['phone', 'zalo', 'telegram', 'facebook', 'whatsApp'];

/** A member's contact channels, the ones filled in, with the primary one marked. */
export const ContactChannels = ({ contact, size = 'sm' }: { contact: ContactInfo; size?: 'xs' | 'sm' }) => {
  const { t } = useTranslation('partner-contact-info');
  return (
    <Stack gap={2}>
      {CHANNELS.map((channel) => {
        const value = contact[channel];
        if (value === null) return null;
        return (
          <Group key={channel} gap={6} wrap="nowrap" align="baseline">
            <Text size={size} c="dimmed" style={{ flexShrink: 0 }}>
              {t(`channel.${channel}`)}:
            </Text>
            {channel === 'facebook' ? (
              <ExternalLink href={value} size={size}>
                {value}
              </ExternalLink>
            ) : (
              <Text size={size} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            )}
            {contact.primaryContact === channel && (
              <Badge size="xs" variant="outline" color="gray.8" style={{ flexShrink: 0 }}>
                {t('channel.primary')}
              </Badge>
            )}
          </Group>
        );
      })}
    </Stack>
  );
};

import type { SavedCard } from '@contract/payments/stripe.schema';
import { ActionIcon, Badge, Button, Group, Paper, Radio, Stack, Text, Tooltip } from '@mantine/core';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { StatusBadge } from '@/components/status-badge';
import { cardExpiry, cardLabel } from './card-label';

export interface SavedCardActions {
  onSetDefault: (card: SavedCard) => void;
  onVerify: (card: SavedCard) => void;
  onRemove: (card: SavedCard) => void;
  /** The card whose set-default call is on its way. */
  settingDefaultId: string | null;
}

const CardRow = ({ card, actions }: { card: SavedCard; actions: SavedCardActions }) => {
  const { t } = useTranslation(['payment-cards', 'common']);
  const labelId = useId();
  const label = cardLabel(card);
  const settingDefault = actions.settingDefaultId === card.paymentMethodId;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={labelId}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Radio
            value={card.paymentMethodId}
            label={
              <Text span id={labelId} fw={600} size="sm">
                {label}
              </Text>
            }
            description={t('cards.expires', { date: cardExpiry(card) })}
          />
          <Tooltip label={t('cards.remove', { card: label })} withArrow>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t('cards.remove', { card: label })}
              onClick={() => actions.onRemove(card)}
            >
              <Icon icon={IconTrash} decorative />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap="xs" pl={28}>
          <StatusBadge kind="card" value={card.status} />
          {card.isDefault && (
            <Badge variant="outline" color="blue.9">
              {t('cards.default')}
            </Badge>
          )}
        </Group>
        {(card.status !== 'Verified' || !card.isDefault) && (
          <Group gap="xs" pl={28}>
            {card.status === 'Active' && (
              <Button size="compact-sm" variant="light" onClick={() => actions.onVerify(card)}>
                {t('cards.verify')}
              </Button>
            )}
            {card.status === 'Pending' && (
              <Button size="compact-sm" variant="light" onClick={() => actions.onVerify(card)}>
                {t('cards.activate')}
              </Button>
            )}
            {!card.isDefault && (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={settingDefault}
                disabled={actions.settingDefaultId !== null && !settingDefault}
                onClick={() => actions.onSetDefault(card)}
              >
                {t('cards.setDefault')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
};

/** The saved cards, default first, as radios: the chosen one pays. Each card has its own actions. */
export const SavedCardList = ({
  cards,
  selectedId,
  onSelect,
  actions,
}: {
  cards: readonly SavedCard[];
  selectedId: string | null;
  onSelect: (paymentMethodId: string) => void;
  actions: SavedCardActions;
}) => {
  const { t } = useTranslation('payment-cards');
  return (
    <Radio.Group value={selectedId} onChange={onSelect} label={t('cards.choose')}>
      <Stack gap="xs" mt="xs">
        {cards.map((card) => (
          <CardRow key={card.paymentMethodId} card={card} actions={actions} />
        ))}
      </Stack>
    </Radio.Group>
  );
};

import { CARD_VERIFICATION_CREDIT_CENTS } from '@contract/common/constants';
import type { SavedCard } from '@contract/payments/stripe.schema';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useFormatMoney } from '@/components/money';
import { useSuccessNotification } from '@/components/use-success-notification';
import { AddCardDialog } from './add-card-dialog';
import { CardErrorAlert } from './card-error-alert';
import { cardLabel } from './card-label';
import { useRemoveCard, useSavedCards, useSetDefaultCard } from './card-queries';
import { CardVerifyDialog, useStartVerification } from './card-verify-dialog';
import { SavedCardList } from './saved-card-list';

const CardListSkeleton = () => {
  const { t } = useTranslation('payment-cards');
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('cards.loading')}>
      {[0, 1].map((row) => (
        <Skeleton key={row} height={92} radius="md" />
      ))}
    </Stack>
  );
};

/** The card the seller pays with: the one chosen, or the default, or the first. */
const chosenCard = (cards: readonly SavedCard[], selectedId: string | null): SavedCard | null =>
  cards.find((card) => card.paymentMethodId === selectedId) ?? cards.find((card) => card.isDefault) ?? cards[0] ?? null;

/**
 * The seller's saved cards to pay with (add funds, plans): choose, verify and activate, set
 * default, remove, add. `children` gets the chosen card once it is Verified (the only status
 * that pays); a chosen card not verified yet shows how to verify it instead.
 */
export const SavedCardChooser = ({ children }: { children: (card: SavedCard) => ReactNode }) => {
  const { t } = useTranslation(['payment-cards', 'common']);
  const formatMoney = useFormatMoney();
  const notify = useSuccessNotification();
  const cardsQuery = useSavedCards();
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const verification = useStartVerification();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [verifying, setVerifying] = useState<SavedCard | null>(null);
  const [removing, setRemoving] = useState<SavedCard | null>(null);

  const cards = cardsQuery.data?.body ?? [];
  const selected = chosenCard(cards, selectedId);
  // The dialog follows the list, so a card verified meanwhile shows its new status.
  const verifyingCard = verifying
    ? (cards.find((card) => card.paymentMethodId === verifying.paymentMethodId) ?? verifying)
    : null;
  const verificationCharge = formatMoney(CARD_VERIFICATION_CREDIT_CENTS);

  const onSetDefault = (card: SavedCard) => {
    if (setDefault.isPending) return;
    setDefault.mutate(
      { params: { id: card.paymentMethodId }, body: { isDefault: true } },
      { onSuccess: () => notify({ message: t('cards.defaultSet', { card: cardLabel(card) }) }) },
    );
  };

  // A new card is charged at once, so it is Pending until its code is entered; the code step opens.
  const onSaved = async (card: SavedCard) => {
    setSelectedId(card.paymentMethodId);
    const pending = await verification.start(card.paymentMethodId);
    setAdding(false);
    notify({
      message: pending
        ? t('cards.savedCharged', { card: cardLabel(card), amount: verificationCharge })
        : t('cards.saved', { card: cardLabel(card) }),
    });
    if (pending) setVerifying(pending);
  };

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  const confirmRemove = (card: SavedCard) =>
    remove.mutateAsync({ params: { id: card.paymentMethodId } }).then(() => {
      notify({ message: t('cards.removed', { card: cardLabel(card) }) });
      if (selectedId === card.paymentMethodId) setSelectedId(null);
      setRemoving(null);
    });

  const addButton = (
    <Button variant="light" onClick={() => setAdding(true)}>
      {t('cards.add')}
    </Button>
  );

  const body = () => {
    if (cardsQuery.isPending) return <CardListSkeleton />;
    if (cardsQuery.isError && !cardsQuery.data) {
      return <ErrorState error={cardsQuery.error} onRetry={() => void cardsQuery.refetch()} />;
    }
    if (cards.length === 0) {
      return (
        <EmptyState
          title={t('cards.empty')}
          description={t('cards.emptyDescription', { amount: verificationCharge })}
          action={addButton}
        />
      );
    }
    return (
      <SavedCardList
        cards={cards}
        selectedId={selected?.paymentMethodId ?? null}
        onSelect={setSelectedId}
        actions={{
          onSetDefault,
          onVerify: (card) => {
            verification.reset();
            setVerifying(card);
          },
          onRemove: setRemoving,
          settingDefaultId: setDefault.isPending ? (setDefault.variables?.params.id ?? null) : null,
        }}
      />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4">
          {t('cards.title')}
        </Title>
        {cards.length > 0 && addButton}
      </Group>
      <CardErrorAlert error={setDefault.error} failure="set_card_default_failed" />
      <CardErrorAlert error={verification.error} failure="card_init_failed" />
      {body()}

      {selected &&
        (selected.status === 'Verified' ? (
          children(selected)
        ) : (
          <Alert color="yellow" variant="light" role="note">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {selected.status === 'Pending'
                  ? t('pay.needsCode', { card: cardLabel(selected) })
                  : t('pay.needsVerification', { card: cardLabel(selected), amount: verificationCharge })}
              </Text>
              <Button size="compact-sm" onClick={() => setVerifying(selected)}>
                {selected.status === 'Pending' ? t('cards.activate') : t('cards.verify')}
              </Button>
            </Stack>
          </Alert>
        ))}

      <AddCardDialog
        opened={adding}
        canChooseDefault={cards.length > 0}
        onSaved={onSaved}
        onClose={() => setAdding(false)}
      />
      <CardVerifyDialog card={verifyingCard} onClose={() => setVerifying(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('remove.title')}
        message={
          removing && (
            <Stack gap="xs">
              <Text size="sm">{t('remove.message', { card: cardLabel(removing) })}</Text>
              {removing.isDefault && cards.length > 1 && <Text size="sm">{t('remove.defaultMoves')}</Text>}
              <CardErrorAlert error={remove.error} failure="remove_card_failed" />
            </Stack>
          )
        }
        confirmLabel={t('remove.confirm')}
        danger
        onConfirm={() => (removing ? confirmRemove(removing) : undefined)}
        onClose={closeRemove}
      />
    </Stack>
  );
};

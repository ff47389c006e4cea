import { CARD_VERIFICATION_CREDIT_CENTS } from '@contract/common/constants';
import type { SavedCard } from '@contract/payments/stripe.schema';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useFormatMoney } from '@/components/money';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { useDemo } from '@/lib/demo';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/validation';
import { CardErrorAlert, StripeFailure } from './card-error-alert';
import { activationCodeFormSchema } from './card-form-schema';
import { cardLabel } from './card-label';
import { useActivateCard, useInitCardVerification } from './card-queries';
import { liveStripeKey, loadStripeClient } from './stripe-client';
import { useCardFieldProps } from './use-card-field-props';

/** The $0.50 verification charge, then 3-D Secure in live builds when the bank asks for it. */
const useStartVerification = () => {
  const init = useInitCardVerification();
  const keys = useIdempotencyKeys();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { t } = useTranslation('errors');

  const start = async (paymentMethodId: string): Promise<boolean> => {
    setError(null);
    try {
      const { body } = await init.mutateAsync(keys.withKey({ body: { paymentMethodId } }));
      const publishableKey = liveStripeKey();
      if (body.requiresAction && body.clientSecret && publishableKey) {
        setConfirming(true);
        const stripe = await loadStripeClient(publishableKey);
        const result = await stripe.confirmCardPayment(body.clientSecret);
        if (result.error) throw new StripeFailure(result.error.message ?? t('card_init_failed'));
      }
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setConfirming(false);
    }
  };
  return { start, error, busy: init.isPending || confirming };
};

const ActivationForm = ({ card, onDone }: { card: SavedCard; onDone: () => void }) => {
  const { t } = useTranslation(['payment-cards', 'common']);
  const formatMoney = useFormatMoney();
  const notify = useSuccessNotification();
  const demoCode = useDemo()?.cardActivationCode ?? null;
  const activate = useActivateCard();
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(activationCodeFormSchema, { name: 'card-activation', initialValues: { code: '' } });
  const fieldProps = useCardFieldProps(form);
  const amount = formatMoney(CARD_VERIFICATION_CREDIT_CENTS);

  const submit = form.submit(({ code }) => {
    if (activate.isPending) return;
    activate.mutate(keys.withKey({ body: { paymentMethodId: card.paymentMethodId, activationCode: code } }), {
      onSuccess: ({ body }) => {
        notify({ message: t('verify.activated', { card: cardLabel(body.card), amount }) });
        onDone();
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('verify.charged', { card: cardLabel(card), amount })}</Text>
        {demoCode && (
          <Alert color="blue" variant="light" role="note">
            {t('verify.demoCode', { code: demoCode })}
          </Alert>
        )}
        <TextInput
          label={t('verify.code')}
          description={t('verify.codeHint', { amount })}
          autoComplete="one-time-code"
          data-autofocus
          {...REQUIRED_FIELD}
          {...fieldProps('code')}
        />
        <ApiErrorAlert error={activate.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={activate.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={activate.isPending}>
            {t('verify.activate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const ChargeStep = ({ card, onCharged, onClose }: { card: SavedCard; onCharged: () => void; onClose: () => void }) => {
  const { t } = useTranslation(['payment-cards', 'common']);
  const formatMoney = useFormatMoney();
  const verification = useStartVerification();
  const amount = formatMoney(CARD_VERIFICATION_CREDIT_CENTS);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('verify.explain', { amount })}</Text>
      <CardErrorAlert error={verification.error} failure="card_init_failed" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={verification.busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          loading={verification.busy}
          data-autofocus
          onClick={() => {
            if (verification.busy) return;
            void verification.start(card.paymentMethodId).then((charged) => {
              if (charged) onCharged();
            });
          }}
        >
          {t('verify.charge', { amount })}
        </Button>
      </Group>
    </Stack>
  );
};

/**
 * Verifying a card: an Active card is charged $0.50 (it becomes Pending), then the code from
 * the charge's statement line activates it (Verified) and the $0.50 is credited to the wallet.
 * A card already Pending opens at the code.
 */
export const CardVerifyDialog = ({ card, onClose }: { card: SavedCard | null; onClose: () => void }) => {
  const { t } = useTranslation('payment-cards');
  // The list is read again after the charge; until then this dialog knows the card is Pending.
  const [chargedId, setChargedId] = useState<string | null>(null);
  const close = () => {
    setChargedId(null);
    onClose();
  };
  const atCode = card !== null && (card.status === 'Pending' || chargedId === card.paymentMethodId);
  return (
    <Modal
      opened={card !== null}
      onClose={close}
      title={card ? t('verify.title', { card: cardLabel(card) }) : ''}
      centered
      size="md"
    >
      {card &&
        (atCode ? (
          <ActivationForm card={card} onDone={close} />
        ) : (
          <ChargeStep card={card} onCharged={() => setChargedId(card.paymentMethodId)} onClose={close} />
        ))}
    </Modal>
  );
};

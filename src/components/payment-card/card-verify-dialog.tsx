import { stripeContract } from '@contract/payments/stripe.contract';
import { FormActions } from '@/components/form-actions';
import { CARD_VERIFICATION_CREDIT_CENTS, DURATIONS } from '@contract/common/constants';
import type { SavedCard } from '@contract/payments/stripe.schema';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useFormatMoney } from '@/components/money';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { apiErrorCode, apiErrorMessage, apiErrorRetryAfterSeconds } from '@/lib/api-error';
import { formatCountdown, useCountdown } from '@/lib/countdown';
import { useDemo } from '@/lib/demo';
import type { ErrorTranslator } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/validation';
import { CardErrorAlert, StripeFailure } from './card-error-alert';
import { activationCodeFormSchema } from './card-form-schema';
import { cardLabel } from './card-label';
import { useActivateCard, useInitCardVerification } from './card-queries';
import { liveStripeKey, loadStripeClient } from './stripe-client';
import { useCardFieldProps } from './use-card-field-props';

/** The $0.50 verification charge, then 3-D Secure in live builds when the bank asks for it. */
export const useStartVerification = () => {
  const init = useInitCardVerification();
  const keys = useIdempotencyKeys();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { t } = useTranslation('errors');

  /** The card, now Pending; null when the charge failed (the error says why). */
  const start = async (paymentMethodId: string): Promise<SavedCard | null> => {
    setError(null);
    try {
      const { body } = await init.mutateAsync(
        keys.withKey({ body: { paymentMethodId } }, stripeContract.initCardVerification),
      );
      const publishableKey = liveStripeKey();
      if (body.requiresAction && body.clientSecret && publishableKey) {
        setConfirming(true);
        const stripe = await loadStripeClient(publishableKey);
        const result = await stripe.confirmCardPayment(body.clientSecret);
        if (result.error) throw new StripeFailure(result.error.message ?? t('card_init_failed'));
      }
      return body.card;
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      setConfirming(false);
    }
  };
  return { start, error, reset: () => setError(null), busy: init.isPending || confirming };
};

/** Too many wrong codes: the server's message and when (this browser's clock) the card takes codes again. */
interface ActivationLock {
  until: number;
  message: string;
}

const LOCKED_CODE = 'error.too_many_activation_failures';
const LOCKOUT_SECONDS = DURATIONS.cardActivationLockoutMinutes * 60;

/** The lock a failed activation answered, or null for any other failure. */
const lockOf = (error: unknown, t: ErrorTranslator): ActivationLock | null =>
  apiErrorCode(error) === LOCKED_CODE
    ? {
        // An answer without the time left (an injected fault) is read as a whole lockout.
        until: Date.now() + (apiErrorRetryAfterSeconds(error) ?? LOCKOUT_SECONDS) * 1000,
        message: apiErrorMessage(t, error),
      }
    : null;

/** The lock under the code field: the message, announced once, and the time left, counting down. */
const ActivationLockMessage = ({ lock, onEnd }: { lock: ActivationLock; onEnd: () => void }) => {
  const { t } = useTranslation('payment-cards');
  const seconds = useCountdown(lock.until, onEnd);
  return (
    <>
      <span role="alert">{lock.message}</span>{' '}
      <span role="timer">{t('verify.lockedFor', { time: formatCountdown(seconds) })}</span>
    </>
  );
};

const ActivationForm = ({
  card,
  lock,
  onLock,
  onDone,
}: {
  card: SavedCard;
  lock: ActivationLock | null;
  onLock: (lock: ActivationLock | null) => void;
  onDone: () => void;
}) => {
  const { t } = useTranslation(['payment-cards', 'common', 'errors']);
  const formatMoney = useFormatMoney();
  const notify = useSuccessNotification();
  const demoCode = useDemo()?.cardActivationCode ?? null;
  const activate = useActivateCard();
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(activationCodeFormSchema, { name: 'card-activation', initialValues: { code: '' } });
  const fieldProps = useCardFieldProps(form);
  const amount = formatMoney(CARD_VERIFICATION_CREDIT_CENTS);

  const submit = form.submit(({ code }) => {
    if (activate.isPending || lock) return;
    activate.mutate(
      keys.withKey(
        { body: { paymentMethodId: card.paymentMethodId, activationCode: code } },
        stripeContract.activateCard,
      ),
      {
        onSuccess: ({ body }) => {
          notify({ message: t('verify.activated', { card: cardLabel(body.card), amount }) });
          onDone();
        },
        onError: (error) => onLock(lockOf(error, t)),
      },
    );
  });

  const endLock = () => {
    activate.reset();
    onLock(null);
  };

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
          {...(lock ? { error: <ActivationLockMessage lock={lock} onEnd={endLock} /> } : {})}
        />
        {/* The lock is told at the code field, not twice. */}
        <ApiErrorAlert error={lock ? null : activate.error} />
        <FormActions
          submitLabel={t('verify.activate')}
          busy={activate.isPending}
          onCancel={onDone}
          submitDisabled={lock !== null}
        />
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
            void verification.start(card.paymentMethodId).then((pending) => {
              if (pending) onCharged();
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
  // Kept here, by card, so closing and opening the dialog again keeps the countdown.
  const [locks, setLocks] = useState<Readonly<Record<string, ActivationLock>>>({});
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
          <ActivationForm
            card={card}
            lock={locks[card.paymentMethodId] ?? null}
            onLock={(lock) =>
              setLocks(({ [card.paymentMethodId]: _ended, ...others }) =>
                lock ? { ...others, [card.paymentMethodId]: lock } : others,
              )
            }
            onDone={close}
          />
        ) : (
          <ChargeStep card={card} onCharged={() => setChargedId(card.paymentMethodId)} onClose={close} />
        ))}
    </Modal>
  );
};

import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { apiErrorStatus } from '@/lib/api-error';
import { MoneyOutcomeError } from '@/lib/money-outcome-error';

/** The spec's message for each card action, shown when the server gave no answer of its own. */
export type CardActionFailure =
  | 'card_unavailable'
  | 'card_init_failed'
  | 'save_card_failed'
  | 'remove_card_failed'
  | 'set_card_default_failed'
  | 'top_up_failed';

/**
 * A card action that failed. An error response shows the server's message (ApiErrorAlert), a lost
 * answer what became of the payment; a
 * call that got no answer (network) or a failure inside Stripe.js without a message of its own
 * shows the spec's message for the action ("Save card error", "Card init failed" …).
 */
export const CardErrorAlert = ({ error, failure }: { error: unknown; failure: CardActionFailure }) => {
  const { t } = useTranslation('errors');
  if (error === null || error === undefined) return null;
  if (error instanceof MoneyOutcomeError) return <ApiErrorAlert error={error} />;
  if (apiErrorStatus(error) !== null) return <ApiErrorAlert error={error as { body: unknown }} />;
  return (
    <Alert color="red" variant="light" role="alert">
      {error instanceof StripeFailure ? error.message : t(failure)}
    </Alert>
  );
};

/** A failure Stripe.js reported with its own (already translated) message, e.g. a declined card. */
export class StripeFailure extends Error {
  override readonly name = 'StripeFailure';
}

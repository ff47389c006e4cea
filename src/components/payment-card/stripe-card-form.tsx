import { FormActions } from '@/components/form-actions';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Alert, Button, Checkbox, Input, Loader, Stack, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSchemaForm } from '@/lib/validation';
import { CardErrorAlert, StripeFailure, type CardActionFailure } from './card-error-alert';
import { cardholderFormSchema } from './card-form-schema';
import { useCreateSetupIntent, useSaveCard } from './card-queries';
import type { AddCardFormProps } from './add-card-form-props';
import { loadStripeClient } from './stripe-client';

type ElementState = { complete: boolean; error: string | null };

/**
 * Live builds: the card itself is Stripe Elements (number, expiry and security code never
 * touch the dashboard); the name and e-mail are ours. Submit creates a setup intent, confirms
 * it in Stripe.js (3-D Secure if the bank asks) and saves the resulting payment method.
 */
export const StripeCardForm = ({
  publishableKey,
  canChooseDefault,
  onSaved,
  onCancel,
}: AddCardFormProps & { publishableKey: string }) => {
  const { t, i18n } = useTranslation(['payment-cards', 'common', 'validation', 'errors']);
  const form = useSchemaForm(cardholderFormSchema, { name: 'stripe-card', initialValues: { name: '', email: '' } });
  const setupIntent = useCreateSetupIntent();
  const save = useSaveCard();
  const mountRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [element, setElement] = useState<ElementState>({ complete: false, error: null });
  const [elementMessage, setElementMessage] = useState<string | null>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; kind: CardActionFailure } | null>(null);
  const labelId = useId();
  const busy = setupIntent.isPending || save.isPending || confirming;
  const language = i18n.language === 'vi' ? 'vi' : 'en';

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripeClient(publishableKey).then(
      (client) => {
        const target = mountRef.current;
        if (cancelled || !target) return;
        card = client.elements({ locale: language }).create('card', { hidePostalCode: true });
        card.on('change', (event) => {
          setElement({ complete: event.complete, error: event.error?.message ?? null });
          setElementMessage(null);
        });
        card.mount(target);
        setMounted({ stripe: client, card });
        setLoadError(null);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(error ?? new Error('Stripe.js failed to load'));
      },
    );
    return () => {
      cancelled = true;
      card?.destroy();
      setMounted(null);
    };
  }, [publishableKey, language, attempt]);

  const submit = form.submit(async ({ name, email }) => {
    if (busy || !mounted) return;
    const { stripe, card } = mounted;
    if (!element.complete) {
      setElementMessage(element.error ?? t('validation:cardIncomplete'));
      card.focus();
      return;
    }
    setFailure(null);
    let clientSecret: string;
    try {
      clientSecret = (await setupIntent.mutateAsync({})).body.clientSecret;
    } catch (error) {
      setFailure({ error, kind: 'card_unavailable' });
      return;
    }
    let paymentMethodId: string;
    setConfirming(true);
    try {
      const result = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card, billing_details: { name, email } },
      });
      if (result.error) throw new StripeFailure(result.error.message ?? t('errors:card_init_failed'));
      const method = result.setupIntent.payment_method;
      const id = typeof method === 'string' ? method : method?.id;
      if (!id) throw new StripeFailure(t('errors:card_init_failed'));
      paymentMethodId = id;
    } catch (error) {
      setFailure({ error, kind: 'card_init_failed' });
      return;
    } finally {
      setConfirming(false);
    }
    try {
      const saved = await save.mutateAsync({
        body: { paymentMethodId, ...(makeDefault ? { makeDefault: true } : {}) },
      });
      setConfirming(true);
      await onSaved(saved.body).finally(() => setConfirming(false));
    } catch (error) {
      setFailure({ error, kind: 'save_card_failed' });
    }
  });

  const cardError = elementMessage ?? element.error;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {loadError !== null ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              {t('errors:card_unavailable')}
              <Button size="xs" color="red" onClick={() => setAttempt((value) => value + 1)}>
                {t('common:actions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Input.Wrapper
            label={t('add.card')}
            labelProps={{ id: labelId }}
            error={cardError ? <span role="alert">{cardError}</span> : undefined}
            {...REQUIRED_FIELD}
          >
            <Input
              component="div"
              aria-labelledby={labelId}
              error={Boolean(cardError)}
              pt={10}
              rightSection={mounted ? undefined : <Loader size="xs" aria-label={t('add.loadingStripe')} />}
            >
              <div ref={mountRef} />
            </Input>
          </Input.Wrapper>
        )}
        <TextInput label={t('add.name')} autoComplete="cc-name" {...REQUIRED_FIELD} {...form.getInputProps('name')} />
        <TextInput
          label={t('add.email')}
          type="email"
          autoComplete="email"
          {...REQUIRED_FIELD}
          {...form.getInputProps('email')}
        />
        {canChooseDefault && (
          <Checkbox
            label={t('add.makeDefault')}
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.currentTarget.checked)}
          />
        )}
        {failure && <CardErrorAlert error={failure.error} failure={failure.kind} />}
        <FormActions submitLabel={t('add.submit')} busy={busy} onCancel={onCancel} submitDisabled={!mounted} />
      </Stack>
    </form>
  );
};

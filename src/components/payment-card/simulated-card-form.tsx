import { FormActions } from '@/components/form-actions';
import { Alert, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSchemaForm } from '@/lib/validation';
import type { AddCardFormProps } from './add-card-form-props';
import { CardErrorAlert, type CardActionFailure } from './card-error-alert';
import { cardFormSchema, emptyCardForm } from './card-form-schema';
import { useCreateSetupIntent, useSaveCard } from './card-queries';
import { formatCardNumber, formatExpiryInput, mockPaymentMethodId } from './card-rules';
import { useCardFieldProps } from './use-card-field-props';

/**
 * The spec's card form in mock and demo builds, where no Stripe.js runs: number, expiry,
 * security code, name and e-mail, each complete and valid. On submit it creates a setup intent
 * and saves a test payment method id made from the number and that setup intent (card-rules.ts),
 * as Stripe would after confirming the setup intent. The number and security code never leave the browser.
 */
export const SimulatedCardForm = ({ canChooseDefault, onSaved, onCancel }: AddCardFormProps) => {
  const { t } = useTranslation(['payment-cards', 'common']);
  const schema = useMemo(() => cardFormSchema(), []);
  const form = useSchemaForm(schema, { name: 'simulated-card', initialValues: emptyCardForm() });
  const fieldProps = useCardFieldProps(form);
  const setupIntent = useCreateSetupIntent();
  const save = useSaveCard();
  const [makeDefault, setMakeDefault] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; kind: CardActionFailure } | null>(null);
  const [finishing, setFinishing] = useState(false);
  const busy = setupIntent.isPending || save.isPending || finishing;

  const submit = form.submit(async (card) => {
    // Enter in a field must not save the card a second time while the first is on its way.
    if (busy) return;
    setFailure(null);
    let setupIntentId: string;
    try {
      setupIntentId = (await setupIntent.mutateAsync({})).body.setupIntentId;
    } catch (error) {
      setFailure({ error, kind: 'card_unavailable' });
      return;
    }
    try {
      const paymentMethodId = mockPaymentMethodId(card, setupIntentId);
      const saved = await save.mutateAsync({
        body: { paymentMethodId, ...(makeDefault ? { makeDefault: true } : {}) },
      });
      setFinishing(true);
      await onSaved(saved.body).finally(() => setFinishing(false));
    } catch (error) {
      setFailure({ error, kind: 'save_card_failed' });
    }
  });

  const number = fieldProps('number');
  const expiry = fieldProps('expiry');

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Alert color="blue" variant="light" role="note">
          {t('add.testMode')}
        </Alert>
        <TextInput
          label={t('add.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...REQUIRED_FIELD}
          {...number}
          onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('add.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('add.expiryPlaceholder')}
            {...REQUIRED_FIELD}
            {...expiry}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              // Deleting the slash deletes the month's last digit too, so backspace is never stuck.
              const deletingSlash = typed.length < form.values.expiry.length && form.values.expiry.endsWith('/');
              form.setFieldValue('expiry', formatExpiryInput(deletingSlash ? typed.slice(0, -1) : typed));
            }}
          />
          <TextInput
            label={t('add.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="123"
            {...REQUIRED_FIELD}
            {...fieldProps('cvc')}
          />
        </SimpleGrid>
        <TextInput label={t('add.name')} autoComplete="cc-name" {...REQUIRED_FIELD} {...fieldProps('name')} />
        <TextInput
          label={t('add.email')}
          type="email"
          autoComplete="email"
          {...REQUIRED_FIELD}
          {...fieldProps('email')}
        />
        {canChooseDefault && (
          <Checkbox
            label={t('add.makeDefault')}
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.currentTarget.checked)}
          />
        )}
        {failure && <CardErrorAlert error={failure.error} failure={failure.kind} />}
        <FormActions submitLabel={t('add.submit')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
};

import type { PaymentMethodId, TazapayMethod } from '@contract/common/enums.schema';
import { MAX_AMOUNT_CENTS } from '@contract/common/constants';
import { BANK_TRANSFER_METHODS } from '@contract/payments/top-up-quote';
import { Alert, Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountInput } from '@/components/amount-input';
import { Money } from '@/components/money';
import { StickyActionBar } from '@/components/sticky-action-bar';
import { TopUpChargeLines } from '@/components/top-up-charge';
import { isFeatureOn } from '@/lib/feature-flags';
import { centsToDollarInput } from '@/lib/money';
import { translateValidationMessage, useValidationTranslator } from '@/lib/validation';
import { amountField } from '@/lib/validation/amount';
import type { AddFundChoice } from '../add-fund-search';
import { orderOf, TIP_PRESETS_CENTS, TOP_UP_PRESETS_CENTS, type ArrangedMethods } from '../order';
import { MethodPicker } from './method-picker';

const POSITIVE_TIP_FIELD = amountField({ minCents: 1 });

/** An optional tip: empty is no tip; otherwise the amount rules with a $0.01 minimum. */
const tipField = z.string().transform((text, ctx): number => {
  if (text.trim() === '') return 0;
  const parsed = POSITIVE_TIP_FIELD.safeParse(text);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

const firstMessage = (result: z.ZodSafeParseResult<number>): string | undefined =>
  result.success ? undefined : result.error.issues[0]?.message;

/**
 * Step 1: the amount (presets or typed), the tip (tip flag), the method and, inside Tazapay's
 * card, its own method. The charge beside it is the quote the server will charge, updated as
 * the seller types; Continue opens the method's pay step. On a phone the total and Continue
 * stay at the bottom of the screen.
 */
export const ChooseStep = ({
  initial,
  arranged,
  method,
  tazapayMethod,
  onPick,
  minTopUpCents,
  onContinue,
}: {
  initial: AddFundChoice;
  arranged: ArrangedMethods;
  /** The method chosen (kept in the URL), only while it can be picked. */
  method: PaymentMethodId | undefined;
  tazapayMethod: TazapayMethod | undefined;
  onPick: (pick: Pick<AddFundChoice, 'method' | 'tazapayMethod'>) => void;
  minTopUpCents: number;
  onContinue: (choice: AddFundChoice) => void;
}) => {
  const { t } = useTranslation('add-fund');
  const translate = useValidationTranslator();
  const tipOn = isFeatureOn('tip');
  const [amountText, setAmountText] = useState(initial.amount === undefined ? '' : centsToDollarInput(initial.amount));
  const [tipText, setTipText] = useState(initial.tip ? centsToDollarInput(initial.tip) : '');
  const [openedAt] = useState(() => Date.now());
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState({ amount: false, tip: false });

  const wholeNumber = method !== undefined && BANK_TRANSFER_METHODS.has(method);
  const amount = amountField({ minCents: minTopUpCents, wholeNumber }).safeParse(amountText);
  const tip = tipOn ? tipField.safeParse(tipText) : ({ success: true, data: 0 } as const);
  const choice: AddFundChoice = {
    method,
    amount: amount.success ? amount.data : undefined,
    tip: tip.success ? tip.data : undefined,
    tazapayMethod: method === 'tazapay' ? tazapayMethod : undefined,
  };
  const quoted = amount.success && tip.success ? orderOf(choice, { minTopUpCents, at: openedAt }) : null;
  const order = quoted && 'order' in quoted ? quoted.order : null;

  const amountError = (submitted || touched.amount) && firstMessage(amount);
  const tipError = (submitted || touched.tip) && !tip.success ? firstMessage(tip) : undefined;
  const methodError = submitted && method === undefined ? t('method.required') : undefined;
  const tazapayError =
    submitted && method === 'tazapay' && tazapayMethod === undefined ? t('tazapay.methodRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (order) onContinue(choice);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="md">
              <Stack gap="md">
                <AmountInput
                  label={t('amount.label')}
                  description={t(wholeNumber ? 'amount.descriptionWhole' : 'amount.description', {
                    min: minTopUpCents,
                    max: MAX_AMOUNT_CENTS,
                  })}
                  value={amountText}
                  onChange={setAmountText}
                  onBlur={() => setTouched((previous) => ({ ...previous, amount: true }))}
                  presetsCents={TOP_UP_PRESETS_CENTS}
                  wholeNumber={wholeNumber}
                  error={amountError ? translateValidationMessage(translate, amountError) : undefined}
                  required
                />
                {tipOn && (
                  <AmountInput
                    label={t('tip.label')}
                    description={t('tip.description')}
                    value={tipText}
                    onChange={setTipText}
                    onBlur={() => setTouched((previous) => ({ ...previous, tip: true }))}
                    presetsCents={TIP_PRESETS_CENTS}
                    error={tipError ? translateValidationMessage(translate, tipError) : undefined}
                  />
                )}
              </Stack>
            </Card>
            <MethodPicker
              arranged={arranged}
              value={method}
              // Another method drops Tazapay's own: it has no default, the seller chooses it again.
              onChange={(picked) => onPick({ method: picked, tazapayMethod: undefined })}
              error={methodError}
              tazapay={{
                value: tazapayMethod,
                onChange: (picked) => onPick({ method: 'tazapay', tazapayMethod: picked }),
                error: tazapayError,
              }}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Card withBorder radius="md" p="md" pos="sticky" top={80}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('summary.title')}
              </Title>
              {order ? (
                <TopUpChargeLines charge={order.charge} label={t('summary.title')} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('summary.empty')}
                </Text>
              )}
              {submitted && !order && method !== undefined && amount.success && tip.success && (
                <Alert color="red" variant="light" role="alert">
                  {t('summary.cannotQuote')}
                </Alert>
              )}
              <Button type="submit" fullWidth visibleFrom="md">
                {t('continue')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('summary.minimumNote', { min: minTopUpCents })}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <StickyActionBar label={t('summary.total')}>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('summary.total')}
          </Text>
          <Text fw={700} size="lg" aria-live="polite">
            {order ? <Money cents={order.charge.total} /> : '—'}
          </Text>
        </Stack>
        <Button type="submit">{t('continue')}</Button>
      </StickyActionBar>
    </form>
  );
};

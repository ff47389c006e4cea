import { TazapayMethodSchema, type PaymentMethodId, type TazapayMethod } from '@contract/common/enums.schema';
import { TAZAPAY_FEE_BASIS_POINTS } from '@contract/common/constants';
import { BANK_TRANSFER_METHODS } from '@contract/payments/top-up-quote';
import { Alert, Button, Card, Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountInput } from '@/components/amount-input';
import { TopUpChargeLines } from '@/components/top-up-charge';
import { isFeatureOn } from '@/lib/feature-flags';
import { centsToDollarInput } from '@/lib/money';
import { translateValidationMessage, useValidationTranslator } from '@/lib/validation';
import { amountField } from '@/lib/validation/amount';
import type { AddFundChoice } from '../add-fund-search';
import { orderOf, TIP_PRESETS_CENTS, TOP_UP_PRESETS_CENTS } from '../order';
import { MethodPicker, type MethodOption } from './method-picker';
import type { MethodGroup } from '../methods/catalogue';

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
 * Step 1: the amount (presets or typed), the tip (tip flag), the method and, for Tazapay,
 * its own method. The charge beside it is the quote the server will charge, updated as the
 * seller types; Continue opens the method's pay step.
 */
export const ChooseStep = ({
  initial,
  sections,
  minTopUpCents,
  onContinue,
}: {
  initial: AddFundChoice;
  sections: ReadonlyArray<{ group: MethodGroup | 'used'; methods: readonly MethodOption[] }>;
  minTopUpCents: number;
  onContinue: (choice: AddFundChoice) => void;
}) => {
  const { t, i18n } = useTranslation('add-fund');
  const translate = useValidationTranslator();
  const tipOn = isFeatureOn('tip');
  const [amountText, setAmountText] = useState(initial.amount === undefined ? '' : centsToDollarInput(initial.amount));
  const [tipText, setTipText] = useState(initial.tip ? centsToDollarInput(initial.tip) : '');
  const available = sections.flatMap((section) => section.methods).filter((m) => m.availability === 'available');
  const [method, setMethod] = useState<PaymentMethodId | undefined>(
    available.some((option) => option.id === initial.method) ? initial.method : undefined,
  );
  const [tazapayMethod, setTazapayMethod] = useState<TazapayMethod>(initial.tazapayMethod ?? 'local_bank');
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
                    min: centsToDollarInput(minTopUpCents),
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
            <MethodPicker sections={sections} value={method} onChange={setMethod} error={methodError} />
            {method === 'tazapay' && (
              <Stack gap={6}>
                <Text fw={600} size="sm" id="tazapay-method-label">
                  {t('tazapay.methodLabel')}
                </Text>
                <SegmentedControl
                  aria-labelledby="tazapay-method-label"
                  value={tazapayMethod}
                  onChange={(value) => setTazapayMethod(TazapayMethodSchema.parse(value))}
                  data={TazapayMethodSchema.options.map((value) => ({
                    value,
                    label: t(`tazapay.method.${value}`, {
                      fee: new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
                        TAZAPAY_FEE_BASIS_POINTS[value] / 10_000,
                      ),
                    }),
                  }))}
                  fullWidth
                  orientation="vertical"
                />
              </Stack>
            )}
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
              <Group>
                <Button type="submit" fullWidth>
                  {t('continue')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                {t('summary.minimumNote', { min: centsToDollarInput(minTopUpCents) })}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
};

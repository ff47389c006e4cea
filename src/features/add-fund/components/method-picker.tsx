import { TAZAPAY_FEE_BASIS_POINTS } from '@contract/common/constants';
import { TazapayMethodSchema, type PaymentMethodId, type TazapayMethod } from '@contract/common/enums.schema';
import { PAYMENT_METHOD_FACTS, type TimeToCredit } from '@contract/payments/method-catalogue';
import { methodFeeRange } from '@contract/payments/top-up-quote';
import { Box, Button, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/icons/IconChevronDown';
import IconChevronUp from '@tabler/icons-react/icons/IconChevronUp';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import type { ArrangedMethods, MethodOption } from '../order';

/** Tazapay's own method: it decides the fee, so the seller picks it inside Tazapay's card, with no default. */
export interface TazapayChoice {
  value: TazapayMethod | undefined;
  onChange: (method: TazapayMethod) => void;
  error: string | undefined;
}

const usePercent = () => {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (basisPoints: number) => format.format(basisPoints / 10_000);
};

/** "No method fee", "Fee 3%" or "Fee 0%–3%": the quote's own fee table. */
const useFeeText = () => {
  const { t } = useTranslation('add-fund');
  const percent = usePercent();
  return (method: PaymentMethodId) => {
    const { min, max } = methodFeeRange(method);
    if (max === 0) return t('method.fee.none');
    return min === max
      ? t('method.fee.one', { fee: percent(max) })
      : t('method.fee.range', { min: percent(min), max: percent(max) });
  };
};

const timeText = (t: ReturnType<typeof useTranslation<'add-fund'>>['t'], time: TimeToCredit): string => {
  switch (time.kind) {
    case 'instant':
      return t('method.time.instant');
    case 'minutes':
      return t('method.time.minutes', { max: time.max });
    case 'hours':
      return t('method.time.hours', { min: time.min, max: time.max });
    case 'review':
      return t('method.time.review');
  }
};

const TazapayMethods = ({ choice }: { choice: TazapayChoice }) => {
  const { t } = useTranslation('add-fund');
  const percent = usePercent();
  return (
    <Radio.Group
      value={choice.value ?? null}
      onChange={(value) => choice.onChange(TazapayMethodSchema.parse(value))}
      label={t('tazapay.methodLabel')}
      error={choice.error}
      required
      labelProps={{ fz: 'sm', fw: 600 }}
    >
      <Stack gap={6} mt={6}>
        {TazapayMethodSchema.options.map((value) => (
          <Radio
            key={value}
            value={value}
            label={t(`tazapay.method.${value}`, { fee: percent(TAZAPAY_FEE_BASIS_POINTS[value]) })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
};

/** One method: its name, fee and time to credit; chosen, its own sub-choices open inside it. */
const MethodCard = ({
  option,
  checked,
  tazapay,
}: {
  option: MethodOption;
  checked: boolean;
  tazapay: TazapayChoice;
}) => {
  const { t } = useTranslation(['add-fund', 'configuration']);
  const feeText = useFeeText();
  const nameId = useId();
  const unavailable = option.availability !== 'available';
  return (
    <Paper
      role="group"
      aria-labelledby={nameId}
      withBorder
      radius="md"
      p="sm"
      style={{
        borderColor: checked ? 'var(--mantine-primary-color-filled)' : undefined,
        boxShadow: checked ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
        opacity: unavailable ? 0.75 : 1,
      }}
    >
      <Radio
        value={option.id}
        disabled={unavailable}
        label={
          <Text span fw={600} size="sm" id={nameId}>
            {t(`configuration:paymentMethod.${option.id}`)}
          </Text>
        }
        description={
          unavailable ? (
            t(`add-fund:method.unavailable.${option.availability as 'disabled' | 'maintenance'}`)
          ) : (
            <>
              <Text span size="xs" fw={600} c="var(--mantine-color-text)">
                {feeText(option.id)} · {timeText(t, PAYMENT_METHOD_FACTS[option.id].timeToCredit)}
              </Text>
              <br />
              {t(`add-fund:method.hint.${option.id}`)}
            </>
          )
        }
        styles={{ labelWrapper: { flex: 1 }, body: { cursor: unavailable ? 'not-allowed' : 'pointer' } }}
      />
      {checked && option.id === 'tazapay' && (
        <Box mt="sm" pl={32}>
          <TazapayMethods choice={tazapay} />
        </Box>
      )}
    </Paper>
  );
};

const MethodGrid = ({
  methods,
  value,
  tazapay,
}: {
  methods: readonly MethodOption[];
  value: PaymentMethodId | undefined;
  tazapay: TazapayChoice;
}) => (
  <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="xs">
    {methods.map((option) => (
      <MethodCard key={option.id} option={option} checked={option.id === value} tazapay={tazapay} />
    ))}
  </SimpleGrid>
);

/**
 * The methods offered: the ones that suit this seller first, the rest folded under "other
 * methods" (open from the start when the method chosen by the URL is among them). A method
 * under maintenance or off is shown with its reason and cannot be picked.
 */
export const MethodPicker = ({
  arranged,
  value,
  onChange,
  error,
  tazapay,
}: {
  arranged: ArrangedMethods;
  value: PaymentMethodId | undefined;
  onChange: (method: PaymentMethodId) => void;
  error?: string | undefined;
  tazapay: TazapayChoice;
}) => {
  const { t } = useTranslation(['add-fund', 'configuration']);
  const othersId = useId();
  const otherCount = arranged.others.reduce((count, section) => count + section.methods.length, 0);
  const [othersOpen, setOthersOpen] = useState(() =>
    arranged.others.some((section) => section.methods.some((option) => option.id === value)),
  );
  return (
    <Radio.Group
      value={value ?? null}
      onChange={(method) => onChange(method as PaymentMethodId)}
      label={t('add-fund:method.label')}
      description={arranged.first.length > 0 ? t('add-fund:method.suggested') : undefined}
      error={error}
      labelProps={{ fw: 700, fz: 'md' }}
    >
      <Stack gap="sm" mt="xs">
        <MethodGrid methods={arranged.first} value={value} tazapay={tazapay} />
        {otherCount > 0 && (
          <>
            <Button
              variant="subtle"
              justify="space-between"
              fullWidth
              aria-expanded={othersOpen}
              aria-controls={othersId}
              onClick={() => setOthersOpen((open) => !open)}
              rightSection={<Icon icon={othersOpen ? IconChevronUp : IconChevronDown} decorative />}
            >
              {t('add-fund:method.others', { count: otherCount })}
            </Button>
            <Stack id={othersId} gap="md" hidden={!othersOpen}>
              {othersOpen &&
                arranged.others.map(({ group, methods }) => (
                  <Stack key={group} gap="xs">
                    <Title order={3} size="h6" c="dimmed">
                      {t(`add-fund:method.group.${group}`)}
                    </Title>
                    <MethodGrid methods={methods} value={value} tazapay={tazapay} />
                  </Stack>
                ))}
            </Stack>
          </>
        )}
      </Stack>
    </Radio.Group>
  );
};

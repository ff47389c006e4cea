import { KNOWN_ERROR_CODES } from '@contract/common/error.schema';
import {
  DEMO_LATENCY_MAX_MS,
  type DemoControl,
  type Fault,
  type FaultFailure,
} from '@contract/demo/demo-control.schema';
import { Button, Checkbox, CloseButton, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredText, useSchemaForm, validationMessage, wholeNumberField } from '@/lib/validation';

const FailureTypeSchema = z.enum(['none', 'error', 'server-error', 'network', 'lost-answer']);
type FailureType = z.infer<typeof FailureTypeSchema>;

const FaultFormSchema = z
  .object({
    routeKey: requiredText(),
    latencyMs: wholeNumberField(0, DEMO_LATENCY_MAX_MS),
    failure: FailureTypeSchema,
    code: z.string(),
    once: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.failure === 'error' && !KNOWN_ERROR_CODES.some((code) => code === values.code)) {
      context.addIssue({ code: 'custom', path: ['code'], message: validationMessage('required') });
    }
  });

const FAILURE_LABELS = {
  none: 'faults.failureNone',
  error: 'faults.failureError',
  'server-error': 'faults.failureServer',
  network: 'faults.failureNetwork',
  'lost-answer': 'faults.failureLostAnswer',
} as const satisfies Record<FailureType, string>;

const toFailure = (type: FailureType, code: string): FaultFailure => {
  if (type !== 'error') return { type };
  const known = KNOWN_ERROR_CODES.find((candidate) => candidate === code);
  return known ? { type, code: known } : { type: 'server-error' };
};

const describeFailure = (failure: FaultFailure): string | null => (failure.type === 'error' ? failure.code : null);

/** Delays and failures per endpoint, to show how every screen copes with a slow or broken API. */
export const FaultsTab = ({ control }: { control: DemoControl }) => {
  const { t } = useTranslation('demo');
  const [faults, setFaults] = useState<Fault[]>(control.faults);
  const routes = control.routes();
  const form = useSchemaForm(FaultFormSchema, {
    name: 'inject-fault',
    initialValues: { routeKey: '', latencyMs: 0, failure: 'server-error', code: '', once: false },
  });

  const apply = (values: z.output<typeof FaultFormSchema>) => {
    control.setFault({
      routeKey: values.routeKey,
      latencyMs: values.latencyMs,
      failure: toFailure(values.failure, values.code),
      once: values.once,
    });
    setFaults(control.faults());
    form.reset();
  };

  const remove = (routeKey: string) => {
    control.clearFault(routeKey);
    setFaults(control.faults());
  };

  return (
    <Stack gap="md">
      <form noValidate onSubmit={form.submit(apply)}>
        <Stack gap="xs">
          <Select
            label={t('faults.route')}
            placeholder={t('faults.routePlaceholder')}
            searchable
            required
            limit={50}
            data={routes.map((route) => ({ value: route.key, label: `${route.key} · ${route.method} ${route.path}` }))}
            {...form.getInputProps('routeKey')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('faults.latency')}
              min={0}
              max={DEMO_LATENCY_MAX_MS}
              step={250}
              allowDecimal={false}
              {...form.getInputProps('latencyMs')}
            />
            <Select
              label={t('faults.failure')}
              allowDeselect={false}
              data={FailureTypeSchema.options.map((type) => ({ value: type, label: t(FAILURE_LABELS[type]) }))}
              {...form.getInputProps('failure')}
            />
          </Group>
          {form.values.failure === 'error' ? (
            <Select
              label={t('faults.code')}
              searchable
              required
              data={[...KNOWN_ERROR_CODES]}
              {...form.getInputProps('code')}
            />
          ) : null}
          <Checkbox label={t('faults.once')} {...form.getInputProps('once', { type: 'checkbox' })} />
          <Group>
            <Button type="submit">{t('faults.add')}</Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('faults.hint')}
          </Text>
        </Stack>
      </form>
      {faults.length === 0 ? (
        <Text size="sm">{t('faults.none')}</Text>
      ) : (
        <Table>
          <Table.Caption>{t('faults.active')}</Table.Caption>
          <Table.Tbody>
            {faults.map((fault) => (
              <Table.Tr key={fault.routeKey}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {fault.routeKey}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {[
                      fault.latencyMs > 0 ? t('faults.summaryDelay', { ms: fault.latencyMs }) : null,
                      t(FAILURE_LABELS[fault.failure.type]),
                      describeFailure(fault.failure),
                      fault.once ? t('faults.summaryOnce') : null,
                    ]
                      .filter((part) => part !== null)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <CloseButton
                    aria-label={t('faults.remove', { route: fault.routeKey })}
                    onClick={() => remove(fault.routeKey)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};

import { FormActions } from '@/components/form-actions';
import { Alert, Group, ScrollArea, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { getAppConfig } from '@/lib/config';
import { getOperatorSettings } from '@/lib/config/operator-settings';
import { formatDateTime } from '@/lib/dates';
import { formatUsdCents } from '@/lib/money';
import { useSchemaForm } from '@/lib/validation';
import type { InvoiceContent } from './invoice-document';
import {
  invoiceFormSchema,
  prefilledCompany,
  readSavedCompany,
  saveCompany,
  type InvoiceCompany,
  ZIP_CODE_MAX,
} from './invoice-form-schema';
import { useProfileCompany } from './use-profile-company';
import {
  formatBasisPoints,
  invoiceFileName,
  invoiceLines,
  invoiceTaxRates,
  invoiceTotals,
  type InvoiceLine,
} from './invoice-totals';
import { useIssueInvoice } from './invoice-mutations';

/** A calendar date in the reader's language and the configured timezone ("16 thg 3, 2026"). */
const formatDay = (iso: string, language: string, timezone: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: timezone }).format(new Date(iso));

/** Everything the PDF prints, in the UI language: the same figures the dialog shows. */
const invoiceContent = (
  transactions: readonly BalanceTransaction[],
  number: string,
  company: InvoiceCompany,
  t: TFunction<['invoice', 'configuration']>,
  language: string,
): InvoiceContent => {
  const { timezone } = getAppConfig();
  const money = (cents: number) => formatUsdCents(cents, language);
  const totals = invoiceTotals(transactions);
  const rates = invoiceTaxRates(transactions).map((rate) => formatBasisPoints(rate, language));
  return {
    language,
    labels: {
      title: t('pdf.title'),
      number: t('pdf.number'),
      date: t('pdf.date'),
      issuer: t('pdf.issuer'),
      issuerTaxId: t('pdf.issuerTaxId'),
      issuerEmail: t('pdf.issuerEmail'),
      billedTo: t('pdf.billedTo'),
      zipCode: t('fields.zipCode'),
      vatNumber: t('fields.vatNumber'),
      lineDate: t('pdf.lineDate'),
      description: t('pdf.description'),
      reference: t('pdf.reference'),
      method: t('pdf.method'),
      amount: t('pdf.amount'),
      subtotal: t('pdf.subtotal'),
      tax: t('pdf.tax', { rate: rates.join(', ') }),
      fees: t('pdf.fees'),
      tip: t('pdf.tip'),
      total: t('pdf.total'),
      balanceDue: t('pdf.balanceDue'),
      paidNote: t('pdf.paidNote'),
    },
    number,
    issuedOn: formatDay(new Date().toISOString(), language, timezone),
    issuer: getOperatorSettings().issuer,
    company,
    lines: invoiceLines(transactions).map((line) => ({
      date: formatDay(line.createdAt, language, timezone),
      description: t('pdf.lineText'),
      reference: line.reference,
      method: line.paymentMethod ? t(`configuration:paymentMethod.${line.paymentMethod}`) : t('pdf.noMethod'),
      amount: money(line.amount),
    })),
    totals: {
      subtotal: money(totals.subtotal),
      tax: money(totals.tax),
      fees: money(totals.fees),
      tip: money(totals.tip),
      total: money(totals.total),
      balanceDue: money(totals.balanceDue),
    },
  };
};

const TopUpList = ({ transactions }: { transactions: readonly BalanceTransaction[] }) => {
  const { t, i18n } = useTranslation(['invoice', 'configuration']);
  const headingId = useId();
  const [overflowing, setOverflowing] = useState(false);
  const details = (line: InvoiceLine) =>
    [
      formatDateTime(line.createdAt, i18n.language),
      ...(line.paymentMethod ? [t(`configuration:paymentMethod.${line.paymentMethod}`)] : []),
    ].join(' · ');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={headingId}>
        {t('dialog.topUps', { count: transactions.length })}
      </Text>
      {/* A long selection scrolls here, so the form stays in view; keyboard users can then focus it to scroll. */}
      <ScrollArea.Autosize
        mah={180}
        type="auto"
        offsetScrollbars="present"
        onOverflowChange={setOverflowing}
        viewportProps={overflowing ? { tabIndex: 0, role: 'region', 'aria-labelledby': headingId } : {}}
      >
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {invoiceLines(transactions).map((line) => (
            <Group component="li" key={line.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {line.reference}
                </Text>
                <Text size="xs" c="dimmed">
                  {details(line)}
                </Text>
              </Stack>
              <Money cents={line.amount} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} />
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="sm"
        pt={4}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="sm">{t('dialog.totalPaid')}</Text>
        <Money cents={invoiceTotals(transactions).total} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} />
      </Group>
    </Stack>
  );
};

export interface InvoiceFormProps {
  transactions: readonly BalanceTransaction[];
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
}

/**
 * The company details and the download; in its own chunk, loaded when the dialog first opens.
 * The fields start from the last company details used on this device, else from the profile
 * (business name, and the address of the verification form).
 */
export const InvoiceForm = (props: InvoiceFormProps) => {
  const profile = useProfileCompany();
  return profile === null ? <Skeleton height={360} aria-hidden /> : <InvoiceFormFields {...props} profile={profile} />;
};

const InvoiceFormFields = ({
  transactions,
  busy,
  onBusyChange,
  onClose,
  profile,
}: InvoiceFormProps & { profile: InvoiceCompany }) => {
  const { t, i18n } = useTranslation(['invoice', 'configuration', 'common']);
  const notify = useSuccessNotification();
  const issue = useIssueInvoice();
  const [failed, setFailed] = useState(false);
  // Read once per opening: what was used last, field by field, else what the profile says.
  const [initialValues] = useState(() => prefilledCompany(readSavedCompany(), profile));
  const form = useSchemaForm(invoiceFormSchema, { name: 'invoice', initialValues });

  const download = async (company: InvoiceCompany) => {
    // React renders between two clicks or key presses, so a second submit already sees `busy`
    // (and the loading button is disabled, which also stops Enter in a field).
    if (busy) return;
    onBusyChange(true);
    setFailed(false);
    saveCompany(company);
    try {
      // The number is the server's: the same top-ups always get the same one.
      const { number } = (
        await issue.mutateAsync({
          body: {
            transactionIds: transactions.map((transaction) => transaction.id),
            prefix: getOperatorSettings().issuer.invoicePrefix,
          },
        })
      ).body;
      const content = invoiceContent(transactions, number, company, t, i18n.language);
      const { downloadInvoicePdf } = await import('./invoice-pdf');
      await downloadInvoicePdf(content, invoiceFileName(number));
      notify({ message: t('dialog.downloaded') });
      onClose();
    } catch (error) {
      console.error('The invoice PDF could not be made', error);
      setFailed(true);
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form noValidate onSubmit={form.submit(download)}>
      <Stack gap="md">
        <TopUpList transactions={transactions} />
        <TextInput
          label={t('fields.companyName')}
          autoComplete="organization"
          data-autofocus
          {...REQUIRED_FIELD}
          {...form.getInputProps('companyName')}
        />
        <Textarea
          label={t('fields.address')}
          autoComplete="street-address"
          autosize
          minRows={2}
          maxRows={5}
          {...REQUIRED_FIELD}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('fields.zipCode')}
            // A hint under each of the pair keeps their boxes level.
            description={t('fields.zipCodeHint', { max: ZIP_CODE_MAX })}
            autoComplete="postal-code"
            {...REQUIRED_FIELD}
            {...form.getInputProps('zipCode')}
          />
          <TextInput
            label={t('fields.vatNumber')}
            description={t('fields.optional')}
            {...form.getInputProps('vatNumber')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('dialog.remembered')}
        </Text>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('dialog.failed')}
          </Alert>
        )}
        <FormActions submitLabel={t('dialog.submit')} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
};

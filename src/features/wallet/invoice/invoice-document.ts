import type { Alignment, ContentText, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Issuer } from '@contract/operator/operator-settings.schema';
import type { InvoiceCompany } from './invoice-form-schema';

/** Every text the invoice prints, already in the reader's language and formatted. */
export interface InvoiceContent {
  language: string;
  labels: {
    title: string;
    number: string;
    date: string;
    issuer: string;
    issuerTaxId: string;
    issuerEmail: string;
    billedTo: string;
    zipCode: string;
    vatNumber: string;
    lineDate: string;
    description: string;
    reference: string;
    method: string;
    amount: string;
    subtotal: string;
    /** Names the rate, e.g. "Tax (6%)". */
    tax: string;
    fees: string;
    tip: string;
    total: string;
    balanceDue: string;
    paidNote: string;
  };
  number: string;
  issuedOn: string;
  /** The brand's legal details: the operator's settings, `issuer`. */
  issuer: Omit<Issuer, 'invoicePrefix'>;
  company: InvoiceCompany;
  lines: ReadonlyArray<{ date: string; description: string; reference: string; method: string; amount: string }>;
  totals: { subtotal: string; tax: string; fees: string; tip: string; total: string; balanceDue: string };
}

/** The invoice font: pdfmake's Roboto, which has every Vietnamese letter (see invoice-pdf.ts). */
export const INVOICE_FONT = 'Roboto';

const MUTED = '#555555';
const RULE = '#cccccc';

const labelled = (label: string, value: string, alignment: Alignment = 'left'): ContentText => ({
  text: [{ text: `${label}: `, color: MUTED }, value],
  alignment,
});

const totalRow = (label: string, value: string, bold = false): TableCell[] => [
  { text: label, bold },
  { text: value, bold, alignment: 'right' },
];

/**
 * The invoice as a pdfmake document: the issuer and the invoice's number and date, the
 * company billed, one row per top-up, then the totals. Everything is plain text (pdfmake
 * reads no markup), so what the user typed is printed as typed. The lines table repeats
 * its header on each page.
 */
export const invoiceDocument = (content: InvoiceContent): TDocumentDefinitions => {
  const { labels, totals } = content;
  // Composed letters: some Vietnamese keyboards type a letter and its marks apart ("e" + "̂" + "́").
  const company = {
    companyName: content.company.companyName.normalize('NFC'),
    address: content.company.address.normalize('NFC'),
    zipCode: content.company.zipCode.normalize('NFC'),
    vatNumber: content.company.vatNumber.normalize('NFC'),
  };
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    language: content.language,
    info: {
      title: `${labels.title} ${content.number}`,
      author: content.issuer.legalName,
      creator: content.issuer.legalName,
    },
    defaultStyle: { font: INVOICE_FONT, fontSize: 10, lineHeight: 1.2 },
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'right', margin: [40, 16], color: MUTED }),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: labels.issuer, color: MUTED },
              { text: content.issuer.legalName, fontSize: 14, bold: true },
              ...content.issuer.address.map((line) => ({ text: line })),
              labelled(labels.issuerTaxId, content.issuer.taxId),
              labelled(labels.issuerEmail, content.issuer.email),
            ],
          },
          {
            width: 'auto',
            stack: [
              { text: labels.title, fontSize: 20, bold: true, alignment: 'right' },
              labelled(labels.number, content.number, 'right'),
              labelled(labels.date, content.issuedOn, 'right'),
            ],
          },
        ],
        columnGap: 16,
      },
      { text: labels.billedTo, color: MUTED, margin: [0, 24, 0, 2] },
      { text: company.companyName, bold: true, fontSize: 12 },
      { text: company.address },
      labelled(labels.zipCode, company.zipCode),
      ...(company.vatNumber === '' ? [] : [labelled(labels.vatNumber, company.vatNumber)]),
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['auto', '*', 'auto', 'auto', 'auto'],
          body: [
            [labels.lineDate, labels.description, labels.reference, labels.method, labels.amount].map(
              (text, column): TableCell => ({ text, bold: true, alignment: column === 4 ? 'right' : 'left' }),
            ),
            ...content.lines.map((line): TableCell[] => [
              line.date,
              line.description,
              line.reference,
              line.method,
              { text: line.amount, alignment: 'right' },
            ]),
          ],
        },
        layout: {
          hLineWidth: (row) => (row === 1 ? 1 : 0.5),
          vLineWidth: () => 0,
          hLineColor: () => RULE,
          paddingTop: () => 4,
          paddingBottom: () => 4,
        },
        margin: [0, 24, 0, 12],
      },
      // The totals and the note move to the next page together rather than split.
      {
        unbreakable: true,
        stack: [
          {
            columns: [
              { width: '*', text: '' },
              {
                width: 'auto',
                table: {
                  widths: ['auto', 'auto'],
                  body: [
                    totalRow(labels.subtotal, totals.subtotal),
                    totalRow(labels.tax, totals.tax),
                    totalRow(labels.fees, totals.fees),
                    totalRow(labels.tip, totals.tip),
                    totalRow(labels.total, totals.total, true),
                    totalRow(labels.balanceDue, totals.balanceDue, true),
                  ],
                },
                layout: {
                  hLineWidth: (row) => (row === 4 ? 1 : 0),
                  vLineWidth: () => 0,
                  hLineColor: () => RULE,
                  paddingLeft: (column) => (column === 0 ? 0 : 24),
                  paddingRight: () => 0,
                },
              },
            ],
          },
          { text: labels.paidNote, color: MUTED, margin: [0, 24, 0, 0] },
        ],
      },
    ],
  };
};

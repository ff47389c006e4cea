/*
 * The PDF engine, loaded only when an invoice is downloaded (the dialog imports this module
 * with `import()`): pdfmake and its font stay out of the wallet route's chunk.
 */
import pdfMake from 'pdfmake/build/pdfmake';
import robotoMediumUrl from 'pdfmake/fonts/Roboto/Roboto-Medium.ttf?url';
import robotoRegularUrl from 'pdfmake/fonts/Roboto/Roboto-Regular.ttf?url';
import { INVOICE_FONT, invoiceDocument, type InvoiceContent } from './invoice-document';

// Roboto has every Vietnamese letter, so diacritics print as typed. The TTF files are build
// assets fetched on first use (pdfmake wants absolute URLs); pdfmake embeds only the glyphs used.
const fontUrl = (url: string): string => new URL(url, window.location.href).href;

pdfMake.setFonts({
  [INVOICE_FONT]: {
    normal: fontUrl(robotoRegularUrl),
    bold: fontUrl(robotoMediumUrl),
    italics: fontUrl(robotoRegularUrl),
    bolditalics: fontUrl(robotoMediumUrl),
  },
});

/** Builds the invoice PDF and hands it to the browser as a download. */
export const downloadInvoicePdf = (content: InvoiceContent, fileName: string): Promise<void> =>
  pdfMake.createPdf(invoiceDocument(content)).download(fileName);

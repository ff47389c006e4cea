import { fileURLToPath } from 'node:url';
import pdfmake from 'pdfmake';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { INVOICE_FONT, invoiceDocument, type InvoiceContent } from '@/features/wallet/invoice/invoice-document';

/*
 * The document is printed by pdfmake's Node build with the same Roboto files the browser
 * fetches, and read back as a reader's PDF tool would: what the user typed comes back intact.
 */
const font = (file: string) => fileURLToPath(import.meta.resolve(`pdfmake/fonts/Roboto/${file}`));
pdfmake.setFonts({
  [INVOICE_FONT]: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Regular.ttf'),
    bolditalics: font('Roboto-Medium.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.includes('/pdfmake/fonts/Roboto/'));

const pdfText = async (content: InvoiceContent): Promise<string[]> => {
  const buffer = await pdfmake.createPdf(invoiceDocument(content)).getBuffer();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)));
  // One entry per page, with the spaces a PDF tool may put between runs of text made plain.
  return text.map((page) => page.replace(/\s+/g, ' '));
};

const VI: InvoiceContent = {
  language: 'vi',
  labels: {
    title: 'HÓA ĐƠN',
    number: 'Số hóa đơn',
    date: 'Ngày',
    issuer: 'Đơn vị phát hành',
    issuerTaxId: 'MST',
    issuerEmail: 'Email',
    billedTo: 'Khách hàng',
    zipCode: 'Mã bưu chính',
    vatNumber: 'Mã số thuế',
    lineDate: 'Ngày',
    description: 'Nội dung',
    reference: 'Mã tham chiếu',
    method: 'Phương thức thanh toán',
    amount: 'Số tiền',
    subtotal: 'Tạm tính',
    tax: 'Thuế (6%)',
    fees: 'Phí',
    tip: 'Tiền tip',
    total: 'Tổng đã thanh toán',
    balanceDue: 'Số tiền còn phải trả',
    paidNote: 'Đã thanh toán đủ.',
  },
  number: 'ADC-2026-000001',
  issuedOn: '16 thg 3, 2026',
  issuer: {
    legalName: 'Ads Centre Technology Co., Ltd.',
    address: ['Floor 12, 2 Hai Trieu Street', 'District 1, Ho Chi Minh City, Vietnam'],
    taxId: '0316543210',
    email: 'billing@adscentre.example',
  },
  company: {
    companyName: 'Công ty TNHH Thương mại Hoàng Phúc',
    address: '12 Nguyễn Thị Minh Khai, Quận 1, TP. Hồ Chí Minh',
    zipCode: '700000',
    vatNumber: '0312345678',
  },
  lines: [
    {
      date: '6 thg 12, 2025',
      description: 'Nạp tiền vào ví',
      reference: 'LANBOUTIQUE0001',
      method: 'Tazapay',
      amount: '1.000,00 $',
    },
  ],
  totals: {
    subtotal: '1.000,00 $',
    tax: '60,00 $',
    fees: '30,00 $',
    tip: '10,00 $',
    total: '1.100,00 $',
    balanceDue: '0,00 $',
  },
};

describe('invoice document', () => {
  it('prints the issuer, the company, the lines and the totals, Vietnamese letters intact', async () => {
    const [page] = await pdfText(VI);
    for (const text of [
      'HÓA ĐƠN',
      'Số hóa đơn: ADC-2026-000001',
      'Đơn vị phát hành Ads Centre Technology Co., Ltd.',
      'MST: 0316543210',
      'Công ty TNHH Thương mại Hoàng Phúc',
      '12 Nguyễn Thị Minh Khai, Quận 1, TP. Hồ Chí Minh',
      'Mã bưu chính: 700000',
      'Mã số thuế: 0312345678',
      '6 thg 12, 2025 Nạp tiền vào ví LANBOUTIQUE0001 Tazapay 1.000,00 $',
      'Tạm tính 1.000,00 $',
      'Thuế (6%) 60,00 $',
      'Phí 30,00 $',
      'Tiền tip 10,00 $',
      'Tổng đã thanh toán 1.100,00 $',
      'Số tiền còn phải trả 0,00 $',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('leaves the VAT line out when none was given, and composes letters typed apart', async () => {
    const decomposed = 'Công ty Hoàng Phúc'.normalize('NFD');
    const [page] = await pdfText({ ...VI, company: { ...VI.company, companyName: decomposed, vatNumber: '' } });
    expect(page).not.toContain('Mã số thuế');
    expect(page).toContain('Công ty Hoàng Phúc'.normalize('NFC'));
  });

  it('prints markup and long words as typed', async () => {
    const name = '<b>Shop</b> & {{brand}}';
    const longWord = 'X'.repeat(200);
    const [page] = await pdfText({ ...VI, company: { ...VI.company, companyName: name, address: longWord } });
    expect(page).toContain(name);
    expect(page?.replace(/ /g, '')).toContain(longWord);
  });

  it('runs onto more pages for many top-ups, headings on each, the totals kept together', async () => {
    for (const count of [30, 80]) {
      const lines = Array.from({ length: count }, (_, index) => ({ ...VI.lines[0]!, reference: `REF${index}` }));
      const pages = await pdfText({ ...VI, lines });
      expect(pages.length, `${count} lines`).toBeGreaterThan(1);
      for (const page of pages.filter((text) => text.includes('REF'))) {
        expect(page).toContain('Ngày Nội dung Mã tham chiếu Phương thức thanh toán Số tiền');
      }
      expect(pages.join(' ')).toContain(`REF${count - 1} `);
      for (const text of ['Tạm tính 1.000,00 $', 'Số tiền còn phải trả 0,00 $', 'Đã thanh toán đủ.']) {
        expect(pages.at(-1)).toContain(text);
      }
    }
  });
});

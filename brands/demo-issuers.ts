import type { Issuer } from '@contract/operator/operator-settings.schema';
import type { BrandId } from './brand-ids';

/**
 * The company each theme shows as the invoice issuer in mock and demo builds (an identity issues as
 * its theme): made-up companies, their e-mails on the reserved .example domain. A live build takes
 * its issuer from the operator's settings and never carries these (`src/lib/config/operator-settings-source.ts`).
 */
export const DEMO_ISSUERS: Readonly<Record<BrandId, Issuer>> = {
  centre: {
    legalName: 'Ads Centre Technology Co., Ltd.',
    address: [
      'Floor 12, Bitexco Financial Tower, 2 Hai Trieu Street',
      'Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam',
    ],
    taxId: '0316543210',
    email: 'billing@adscentre.example',
    invoicePrefix: 'ADC',
  },
  lumen: {
    legalName: 'Lumen Ads Technology JSC',
    address: ['Floor 15, Keangnam Landmark 72, Pham Hung Road', 'Me Tri Ward, Nam Tu Liem District, Hanoi, Vietnam'],
    taxId: '0108765432',
    email: 'invoices@lumenads.example',
    invoicePrefix: 'LMA',
  },
  harbor: {
    legalName: 'Harbor Media Company Limited',
    address: ['25 Bach Dang Street', 'Hai Chau Ward, Hai Chau District, Da Nang, Vietnam'],
    taxId: '0401234567',
    email: 'billing@harbormedia.example',
    invoicePrefix: 'HBM',
  },
  saffron: {
    legalName: 'Saffron Agency Company Limited',
    address: ['120 Nguyen Van Linh Street', 'Tan Thuan Tay Ward, District 7, Ho Chi Minh City, Vietnam'],
    taxId: '0318765439',
    email: 'billing@saffronagency.example',
    invoicePrefix: 'SAF',
  },
  jade: {
    legalName: 'Jade Growth Marketing Co., Ltd.',
    address: ['81 Cach Mang Thang Tam Street', 'Ben Thanh Ward, District 1, Ho Chi Minh City, Vietnam'],
    taxId: '0317654321',
    email: 'accounts@jadegrowth.example',
    invoicePrefix: 'JDG',
  },
  lagoon: {
    legalName: 'Lagoon Digital Solutions Co., Ltd.',
    address: ['Floor 5, 3 Tran Phu Street', 'Loc Tho Ward, Nha Trang, Khanh Hoa, Vietnam'],
    taxId: '4201234568',
    email: 'billing@lagoondigital.example',
    invoicePrefix: 'LGD',
  },
  graphite: {
    legalName: 'Graphite Partners Joint Stock Company',
    address: ['Floor 8, Lotte Center, 54 Lieu Giai Street', 'Cong Vi Ward, Ba Dinh District, Hanoi, Vietnam'],
    taxId: '0109876543',
    email: 'invoices@graphitepartners.example',
    invoicePrefix: 'GRP',
  },
};

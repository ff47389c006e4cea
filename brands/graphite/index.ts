import { createBrandTheme, defineBrand, SYSTEM_FONT_STACK } from '../brand.schema';
import logo from './logo.svg';
import mark from './mark.svg';

/** Graphite Partners: slate grey, the lean configuration, support only through its web form. */
export const graphiteBrand = defineBrand({
  id: 'graphite',
  name: 'Graphite Partners',
  logos: { wordmark: logo, mark },
  guideLinks: {
    userGuide: 'https://graphitepartners.example/guide',
    helpCentre: 'https://graphitepartners.example/support',
    terms: 'https://graphitepartners.example/terms',
    privacy: 'https://graphitepartners.example/privacy',
    faq: 'https://graphitepartners.example/support/faq',
  },
  theme: createBrandTheme({
    palette: [
      '#f2f3f5',
      '#dee0e4',
      '#c0c5cc',
      '#a3aab4',
      '#868f9c',
      '#667283',
      '#475569',
      '#3d495a',
      '#333d4c',
      '#29313d',
    ],
    primaryShade: 6,
    fontFamily: SYSTEM_FONT_STACK,
    defaultRadius: 'xs',
  }),
  support: {
    supportUrl: 'https://graphitepartners.example/support/contact',
  },
  // Second reading of spec section 1: trial, tip, subscription, pixel, referral,
  // partnership, product link, refund, invoice, user guide and notifications off.
  flags: {
    trial: false,
    tip: false,
    subscription: false,
    pixel: false,
    referral: false,
    partnership: false,
    productLink: false,
    emailVerification: { enabled: true, mayBeDoneLater: true },
    autoTopUp: true,
    refund: false,
    autoRefund: true,
    userGuide: false,
    invoice: false,
    helpCentre: true,
    notifications: false,
  },
  layout: 'vertical',
});

import { createBrandTheme, defineBrand, SYSTEM_FONT_STACK } from '../brand.schema';
import logo from './logo.svg';
import mark from './mark.svg';

/** The short-video-app centre theme: near-black ink, the app's pink for actions and cyan as accent. */
export const centreBrand = defineBrand({
  id: 'centre',
  name: 'Ads Centre',
  logos: { wordmark: logo, mark },
  guideLinks: {
    userGuide: 'https://help.adscentre.example/guide',
    helpCentre: 'https://help.adscentre.example',
    terms: 'https://adscentre.example/legal/terms',
    privacy: 'https://adscentre.example/legal/privacy',
    faq: 'https://help.adscentre.example/faq',
  },
  theme: createBrandTheme({
    palette: [
      '#fff0f3',
      '#ffd9e0',
      '#ffb7c5',
      '#ff96aa',
      '#fe748f',
      '#fe5072',
      '#fe2c55',
      '#da2649',
      '#b7203d',
      '#931a31',
    ],
    // Shade 6 (#fe2c55) gives white text 3.7:1; shade 7 clears the 4.5:1 of WCAG AA.
    primaryShade: 7,
    fontFamily: `Inter, ${SYSTEM_FONT_STACK}`,
    defaultRadius: 'md',
    extra: {
      black: '#161823',
      colors: {
        accent: [
          '#f0fefe',
          '#d8fdfc',
          '#b5fbf9',
          '#92faf7',
          '#6ff8f4',
          '#4af6f1',
          '#25f4ee',
          '#20d2cd',
          '#1bb0ab',
          '#158e8a',
        ],
      },
    },
  }),
  support: {
    messenger: 'https://m.me/adscentre.support',
    telegram: 'https://t.me/adscentre_support',
    whatsapp: 'https://wa.me/84900000001',
    supportUrl: 'https://help.adscentre.example/contact',
  },
  // First reading of spec section 1: refund off, everything else on.
  flags: {
    trial: true,
    tip: true,
    subscription: true,
    pixel: true,
    referral: true,
    partnership: true,
    productLink: true,
    emailVerification: { enabled: true, mayBeDoneLater: true },
    autoTopUp: true,
    refund: false,
    autoRefund: true,
    userGuide: true,
    invoice: true,
    helpCentre: true,
    notifications: true,
  },
  layout: 'vertical',
});

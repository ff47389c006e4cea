import { createBrandTheme, defineBrand, SYSTEM_FONT_STACK } from '../brand.schema';
import logo from './logo.svg';
import mark from './mark.svg';

/** Harbor Media: a deposit-only agency (no plans, trial or tips), deep blue, Telegram support. */
export const harborBrand = defineBrand({
  id: 'harbor',
  name: 'Harbor Media',
  logos: { wordmark: logo, mark },
  guideLinks: {
    userGuide: 'https://harbormedia.example/guide',
    helpCentre: 'https://harbormedia.example/help',
    terms: 'https://harbormedia.example/terms-of-service',
    privacy: 'https://harbormedia.example/privacy-policy',
    faq: 'https://harbormedia.example/help/faq',
  },
  theme: createBrandTheme({
    palette: [
      '#eff4fc',
      '#d6e1f8',
      '#b2c7f2',
      '#8eadec',
      '#6993e6',
      '#4377df',
      '#1c5bd9',
      '#184ebb',
      '#14429c',
      '#10357e',
    ],
    primaryShade: 6,
    fontFamily: `Roboto, ${SYSTEM_FONT_STACK}`,
    defaultRadius: 'sm',
  }),
  support: {
    telegram: 'https://t.me/harbormedia_cs',
    supportUrl: 'https://harbormedia.example/help/contact',
  },
  flags: {
    trial: false,
    tip: false,
    subscription: false,
    pixel: true,
    referral: true,
    partnership: true,
    productLink: true,
    emailVerification: { enabled: true, mayBeDoneLater: true },
    autoTopUp: true,
    refund: true,
    autoRefund: true,
    userGuide: true,
    invoice: true,
    helpCentre: true,
    notifications: true,
  },
  layout: 'vertical',
});

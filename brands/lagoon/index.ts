import { createBrandTheme, defineBrand, SYSTEM_FONT_STACK } from '../brand.schema';
import logo from './logo.svg';
import mark from './mark.svg';

/** Lagoon Digital: teal, subscriptions without referrals, refunds handled by account managers. */
export const lagoonBrand = defineBrand({
  id: 'lagoon',
  name: 'Lagoon Digital',
  logos: { wordmark: logo, mark },
  guideLinks: {
    userGuide: 'https://help.lagoondigital.example/guide',
    helpCentre: 'https://help.lagoondigital.example',
    terms: 'https://lagoondigital.example/terms',
    privacy: 'https://lagoondigital.example/privacy',
    faq: 'https://lagoondigital.example/faq',
  },
  theme: createBrandTheme({
    palette: [
      '#eef8f9',
      '#d3edef',
      '#acdde1',
      '#85ced4',
      '#5ebec6',
      '#34adb7',
      '#0b9ca8',
      '#098690',
      '#087079',
      '#065a61',
    ],
    primaryShade: 8,
    fontFamily: `Montserrat, ${SYSTEM_FONT_STACK}`,
    defaultRadius: 'md',
  }),
  support: {
    messenger: 'https://m.me/lagoondigital',
    whatsapp: 'https://wa.me/84900000006',
    supportUrl: 'https://help.lagoondigital.example/contact',
  },
  flags: {
    trial: true,
    tip: false,
    subscription: true,
    pixel: true,
    referral: false,
    partnership: true,
    productLink: true,
    emailVerification: { enabled: true, mayBeDoneLater: true },
    autoTopUp: true,
    refund: false,
    autoRefund: false,
    userGuide: true,
    invoice: true,
    helpCentre: true,
    notifications: true,
  },
  layout: 'horizontal',
});

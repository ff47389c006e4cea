import { createBrandTheme, defineBrand, SYSTEM_FONT_STACK } from '../brand.schema';
import logo from './logo.svg';
import mark from './mark.svg';

/** Saffron Agency: saffron orange, verified e-mail required up front, no partners, pixels or invoices. */
export const saffronBrand = defineBrand({
  id: 'saffron',
  name: 'Saffron Agency',
  logos: { wordmark: logo, mark },
  guideLinks: {
    userGuide: 'https://learn.saffronagency.example/getting-started',
    helpCentre: 'https://learn.saffronagency.example',
    terms: 'https://saffronagency.example/legal/terms',
    privacy: 'https://saffronagency.example/legal/privacy',
    faq: 'https://learn.saffronagency.example/faq',
  },
  theme: createBrandTheme({
    palette: [
      '#fef7ed',
      '#fcead1',
      '#fad8a8',
      '#f8c680',
      '#f5b357',
      '#f3a02b',
      '#f08c00',
      '#ce7800',
      '#a56000',
      '#8b5100',
    ],
    // Orange is light: only shade 8 keeps white button text at 4.5:1; it is dark enough for links on a yellow alert too.
    primaryShade: 8,
    fontFamily: `"Nunito Sans", ${SYSTEM_FONT_STACK}`,
    defaultRadius: 'xl',
  }),
  support: {
    instagram: 'https://ig.me/m/saffron.agency',
    whatsapp: 'https://wa.me/84900000004',
  },
  flags: {
    trial: true,
    tip: true,
    subscription: true,
    pixel: false,
    referral: true,
    partnership: false,
    productLink: true,
    emailVerification: { enabled: true, mayBeDoneLater: false },
    autoTopUp: true,
    refund: true,
    autoRefund: true,
    userGuide: true,
    invoice: false,
    helpCentre: true,
    notifications: true,
  },
  layout: 'horizontal',
});

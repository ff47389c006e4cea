import { createBrandTheme, defineBrand, SYSTEM_FONT_STACK } from '../brand.schema';
import logo from './logo.svg';
import mark from './mark.svg';

/** Lumen Ads: the full-service agency, violet, every feature on including refunds. */
export const lumenBrand = defineBrand({
  id: 'lumen',
  name: 'Lumen Ads',
  logos: { wordmark: logo, mark },
  guideLinks: {
    userGuide: 'https://docs.lumenads.example/user-guide',
    helpCentre: 'https://support.lumenads.example',
    terms: 'https://lumenads.example/terms',
    privacy: 'https://lumenads.example/privacy',
    faq: 'https://support.lumenads.example/faq',
  },
  theme: createBrandTheme({
    palette: [
      '#f5f2fd',
      '#e5defb',
      '#cec1f7',
      '#b8a4f4',
      '#a186f0',
      '#8867ec',
      '#7048e8',
      '#603ec8',
      '#5134a7',
      '#412a87',
    ],
    primaryShade: 6,
    fontFamily: `"Be Vietnam Pro", ${SYSTEM_FONT_STACK}`,
    defaultRadius: 'lg',
  }),
  support: {
    messenger: 'https://m.me/lumenads',
    discord: 'https://discord.gg/lumenads',
    supportUrl: 'https://support.lumenads.example/new-ticket',
  },
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
    refund: true,
    autoRefund: true,
    userGuide: true,
    invoice: true,
    helpCentre: true,
    notifications: true,
  },
  layout: 'horizontal',
});

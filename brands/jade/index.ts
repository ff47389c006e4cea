import { createBrandTheme, defineBrand, SYSTEM_FONT_STACK } from '../brand.schema';
import logo from './logo.svg';
import mark from './mark.svg';

/** Jade Growth: jade green, a small team with Discord support, manual top-ups and no help centre. */
export const jadeBrand = defineBrand({
  id: 'jade',
  name: 'Jade Growth',
  logos: { wordmark: logo, mark },
  guideLinks: {
    userGuide: 'https://jadegrowth.example/docs/guide',
    helpCentre: 'https://jadegrowth.example/docs',
    terms: 'https://jadegrowth.example/terms',
    privacy: 'https://jadegrowth.example/privacy',
    faq: 'https://jadegrowth.example/docs/faq',
  },
  theme: createBrandTheme({
    palette: [
      '#eef8f5',
      '#d3eee4',
      '#acdecd',
      '#85cfb5',
      '#5dc09d',
      '#34af84',
      '#0a9f6b',
      '#09895c',
      '#07724d',
      '#065c3e',
    ],
    primaryShade: 8,
    fontFamily: `Lexend, ${SYSTEM_FONT_STACK}`,
    defaultRadius: 'md',
  }),
  support: {
    discord: 'https://discord.gg/jadegrowth',
    telegram: 'https://t.me/jadegrowth',
  },
  flags: {
    trial: true,
    tip: false,
    subscription: true,
    pixel: true,
    referral: true,
    partnership: false,
    productLink: false,
    emailVerification: { enabled: true, mayBeDoneLater: true },
    autoTopUp: false,
    refund: true,
    autoRefund: false,
    userGuide: true,
    invoice: true,
    helpCentre: false,
    notifications: true,
  },
  layout: 'vertical',
});

import { c, meta } from '../common/contract-builder';
import {
  RecentLocalBankNotificationQuerySchema,
  RecentLocalBankNotificationSchema,
  VietnameseBankListSchema,
} from './local-bank.schema';

export const localBankContract = c.router({
  listLocalBanks: {
    method: 'GET',
    path: '/api/local-banks',
    summary: 'Vietnamese banks for bank transfer and bank QR',
    responses: { 200: VietnameseBankListSchema },
    metadata: meta({ access: 'user' }),
  },
  getRecentLocalBankNotification: {
    method: 'GET',
    path: '/recent-local-bank-notification',
    summary: 'The latest bank-transfer credit notice of the user',
    query: RecentLocalBankNotificationQuerySchema,
    responses: { 200: RecentLocalBankNotificationSchema },
    metadata: meta({ access: 'user' }),
  },
});

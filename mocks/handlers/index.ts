import type { HttpHandler } from 'msw';
import { bindHandlers, type BindOptions, type ContractHandler } from '../http';
import type { MockRuntime } from '../runtime';
import { adAccountsHandlers } from './ad-accounts';
import { businessCentresHandlers } from './business-centres';
import { configurationHandlers } from './configuration';
import { giftCodesHandlers } from './gift-codes';
import { idempotencyHandlers } from './idempotency';
import { partnershipHandlers } from './partnership';
import { referralsHandlers } from './referrals';
import { shopifyHandlers } from './shopify';
import { ticketsHandlers } from './tickets';
import { plansHandlers } from './plans';
import { notificationsHandlers } from './notifications';
import { paymentsHandlers } from './payments';
import { pixelsHandlers } from './pixels';
import { productLinksHandlers } from './product-links';
import { transactionsHandlers } from './transactions';
import { uploadedFileHandler, uploadsHandlers } from './uploads';
import { usersHandlers } from './users';

/** Every contract route the mock backend answers, one array per domain (the order MSW tries them). */
export const contractHandlers: readonly ContractHandler[] = [
  ...usersHandlers,
  ...adAccountsHandlers,
  ...businessCentresHandlers,
  ...ticketsHandlers,
  ...configurationHandlers,
  ...notificationsHandlers,
  ...uploadsHandlers,
  ...transactionsHandlers,
  ...paymentsHandlers,
  ...plansHandlers,
  ...giftCodesHandlers,
  ...partnershipHandlers,
  ...referralsHandlers,
  ...productLinksHandlers,
  ...pixelsHandlers,
  ...shopifyHandlers,
  ...idempotencyHandlers,
];

/** MSW handlers bound to whichever runtime `getRuntime` returns at request time. */
export const createHandlers = (getRuntime: () => MockRuntime, options: BindOptions): HttpHandler[] => [
  ...bindHandlers(contractHandlers, getRuntime, options),
  uploadedFileHandler(getRuntime),
];

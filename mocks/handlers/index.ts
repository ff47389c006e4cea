import type { HttpHandler } from 'msw';
import { bindHandlers, type BindOptions, type ContractHandler } from '../http';
import type { MockRuntime } from '../runtime';
import { adAccountsDomainHandlers } from './ad-accounts';
import { configurationHandlers } from './configuration';
import { giftCodesHandlers } from './gift-codes';
import { partnershipHandlers } from './partnership';
import { referralsHandlers } from './referrals';
import { plansHandlers } from './plans';
import { notificationsHandlers } from './notifications';
import { paymentsHandlers } from './payments';
import { pixelsDomainHandlers } from './pixels';
import { transactionsHandlers } from './transactions';
import { uploadedFileHandler, uploadsHandlers } from './uploads';
import { usersHandlers } from './users';

/** Every contract route the mock backend answers so far. */
export const contractHandlers: readonly ContractHandler[] = [
  ...usersHandlers,
  ...adAccountsDomainHandlers,
  ...configurationHandlers,
  ...notificationsHandlers,
  ...uploadsHandlers,
  ...transactionsHandlers,
  ...paymentsHandlers,
  ...plansHandlers,
  ...giftCodesHandlers,
  ...partnershipHandlers,
  ...referralsHandlers,
  ...pixelsDomainHandlers,
];

/** MSW handlers bound to whichever runtime `getRuntime` returns at request time. */
export const createHandlers = (getRuntime: () => MockRuntime, options: BindOptions): HttpHandler[] => [
  ...bindHandlers(contractHandlers, getRuntime, options),
  uploadedFileHandler(getRuntime),
];

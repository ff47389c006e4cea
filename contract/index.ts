import { adAccountsContract } from './ad-accounts/ad-accounts.contract';
import { businessCentresContract } from './business-centres/business-centres.contract';
import { API_ROUTER_OPTIONS } from './common/api-router';
import { c } from './common/contract-builder';
import { configurationContract } from './configuration/configuration.contract';
import { giftCodesContract } from './gift-codes/gift-codes.contract';
import { idempotencyContract } from './idempotency/idempotency.contract';
import { notificationsContract } from './notifications/notifications.contract';
import { partnershipContract } from './partnership/partnership.contract';
import { paymentsContract } from './payments/payments.contract';
import { pixelsContract } from './pixels/pixels.contract';
import { plansContract } from './plans/plans.contract';
import { productLinksContract } from './product-links/product-links.contract';
import { referralsContract } from './referrals/referrals.contract';
import { shopifyContract } from './shopify/shopify.contract';
import { ticketsContract } from './tickets/tickets.contract';
import { transactionsContract } from './transactions/transactions.contract';
import { uploadsContract } from './uploads/uploads.contract';
import { usersContract } from './users/users.contract';

/** The whole API: every route of spec section 7, one router per domain. */
export const contract = c.router(
  {
    users: usersContract,
    configuration: configurationContract,
    notifications: notificationsContract,
    uploads: uploadsContract,
    tickets: ticketsContract,
    transactions: transactionsContract,
    adAccounts: adAccountsContract,
    businessCentres: businessCentresContract,
    shopify: shopifyContract,
    payments: paymentsContract,
    plans: plansContract,
    productLinks: productLinksContract,
    referrals: referralsContract,
    partnership: partnershipContract,
    giftCodes: giftCodesContract,
    pixels: pixelsContract,
    idempotency: idempotencyContract,
  },
  API_ROUTER_OPTIONS,
);

export type Contract = typeof contract;

export * from './common/canonical-json';
export * from './common/constants';
export * from './common/contract-builder';
export * from './common/enums.schema';
export * from './common/error.schema';
export * from './common/paging.schema';
export * from './common/primitives.schema';
export * from './common/route-list';
export * from './common/safe-redirect';

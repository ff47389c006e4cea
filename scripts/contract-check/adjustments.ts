/**
 * Where a random valid request would be refused by a business rule rather than by the contract (an
 * id that must exist, an amount the wallet cannot cover, a date that must be in the future), the
 * check sends what the rule allows, taken from the contract's own constants and rule functions or
 * from earlier answers. One table, each entry with why it exists; everything else is generated.
 */
import { contract, DEFAULT_BUSINESS_SETTINGS, MIN_TRANSFER_CENTS, UPLOAD_LIMITS } from '@contract';
import { maxMoveCents } from '@contract/ad-accounts/ad-account-rules';
import { isFutureExpiry } from '@contract/gift-codes/gift-codes.schema';
import { quoteTopUpCharge } from '@contract/payments/top-up-quote';
import { BalanceTransactionSchema } from '@contract/transactions/balance-transaction.schema';
import { EXAMPLE_OPENINGS } from '@contract/uploads/file-signature';
import { isInvoiceableTopUp } from '@contract/transactions/invoice-numbers';
import type { AppRoute } from '@ts-rest/core';
import type { z } from 'zod';
import type { Account } from './session';

/** When an operation runs: reads first (they supply ids), then creates, updates, deletes. */
export type Phase = 'read' | 'create' | 'update' | 'delete';

type RecordFilter = (record: Record<string, unknown>) => boolean;

/** Where a path param's value comes from, in order of preference. */
export type ParamSource =
  /** The first `field` (default "id") in the last 2xx answer of `route`, of the records `accept` keeps. */
  | { route: AppRoute; field?: string; accept?: RecordFilter }
  /** The calling account's own user id. */
  | { ownUserId: true }
  /** The Idempotency-Key of the latest money request of this run that was answered 2xx. */
  | { sentIdempotencyKey: true };

/** What only the person running the check can know: values a sandbox hands out outside the API. */
export interface RunInputs {
  /** A token the API's captcha check accepts (a provider's test token, or the mock widget's). */
  captchaToken?: string | undefined;
  /** The code the API e-mails to confirm an address (the sandbox's fixed code). */
  emailCode?: string | undefined;
  /** The code on the statement of a card's verification charge (the sandbox's fixed code). */
  cardCode?: string | undefined;
  /** The token in the sandbox's password-reset link. */
  resetToken?: string | undefined;
}

export interface AdjustContext {
  /** The first `field` (default "id") in the last 2xx answer of a route called earlier in the run. */
  valueFrom(route: AppRoute, field?: string, accept?: RecordFilter): string | undefined;
  /** The account the call is made as, if any. */
  account: Account | undefined;
  /** The caller's clock. */
  now: Date;
  inputs: RunInputs;
}

type BodyOf<R> = R extends { body: infer Body } ? (Body extends z.ZodType ? z.input<Body> : never) : never;
type QueryOf<R> = R extends { query: infer Query } ? (Query extends z.ZodType ? z.input<Query> : never) : never;

export interface Adjustment {
  /** Run in a later phase than its method says (an action that undoes others runs last). */
  phase?: Phase;
  /** Path params from named sources instead of the list route above the path. */
  params?: Record<string, ParamSource[]>;
  /** Query fields set over the minimal query (a field left undefined keeps the minimal query's). */
  query?: (context: AdjustContext) => Record<string, string>;
  /** The body to send instead of the generated one, made from it. */
  body?: (context: AdjustContext, generated: unknown) => unknown;
  /** Routes whose answers `params`, `query` or `body` read: the operation runs after them. */
  needs?: AppRoute[];
}

interface TypedAdjustment<R extends AppRoute> extends Omit<Adjustment, 'query' | 'body'> {
  query?: (context: AdjustContext) => { [K in keyof QueryOf<R>]?: string | undefined };
  body?: (context: AdjustContext, generated: BodyOf<R>) => BodyOf<R>;
}

/** One entry, its query and body typed by the route's own schemas. */
const adjust = <R extends AppRoute>(route: R, adjustment: TypedAdjustment<R>): [AppRoute, Adjustment] => {
  const { query, body, ...rest } = adjustment;
  return [
    route,
    {
      ...rest,
      ...(query && {
        query: (context: AdjustContext) => {
          const fields: Record<string, string> = {};
          for (const [name, value] of Object.entries(query(context)))
            if (typeof value === 'string') fields[name] = value;
          return fields;
        },
      }),
      // NOTE: the generated body passed the route's body schema, so it is the schema's input type.
      ...(body && { body: (context: AdjustContext, generated: unknown) => body(context, generated as BodyOf<R>) }),
    },
  ];
};

const {
  payments,
  partnership,
  giftCodes,
  adAccounts,
  pixels,
  productLinks,
  users,
  configuration,
  uploads,
  idempotency,
} = contract;

const isApproved: RecordFilter = (record) => record.status === 'approved';
const isVerified: RecordFilter = (record) => record.status === 'Verified';
const isUsd: RecordFilter = (record) => record.currency === 'USD';

const TransactionKindSchema = BalanceTransactionSchema.pick({ type: true, status: true });
/** A paid top-up, the one kind of transaction an invoice is issued for (the contract's own rule). */
const isInvoiceable: RecordFilter = (record) => {
  const kind = TransactionKindSchema.safeParse(record);
  return kind.success && isInvoiceableTopUp(kind.data);
};

/** Top-ups below the build setting's minimum are refused (the contract's `quoteTopUpCharge`). */
const TOP_UPS = [
  payments.token.requestTokenPayment,
  payments.token.requestAutoTokenPayment,
  payments.airwallex.requestAirwallexPayment,
  payments.tazapay.requestTazapayPayment,
  payments.lianlian.requestLianlianPayment,
  payments.payfast.requestPayfastPayment,
  payments.bankRedirect.requestBankRedirectPayment,
];
const topUpAmount = (amount: number): number => Math.max(amount, DEFAULT_BUSINESS_SETTINGS.minTopUpCents);

/** The card saved in this run (not verified yet), else one the account had. */
const savedCard = (valueFrom: AdjustContext['valueFrom']): string | undefined =>
  valueFrom(payments.stripe.saveCard, 'paymentMethodId') ?? valueFrom(payments.stripe.listCards, 'paymentMethodId');
const cardSources: ParamSource[] = [
  { route: payments.stripe.saveCard, field: 'paymentMethodId' },
  { route: payments.stripe.listCards, field: 'paymentMethodId' },
];

/** A file of an allowed type that opens like one: uploads are refused by type and by their first bytes. */
const uploadOf = (content: Blob, type: string): File =>
  new File([new Uint8Array(EXAMPLE_OPENINGS[type] ?? []), content], `contract-check.${type.split('/')[1] ?? 'bin'}`, {
    type,
  });

const DAY_MS = 24 * 60 * 60 * 1000;

export const ADJUSTMENTS: ReadonlyMap<AppRoute, Adjustment> = new Map([
  // Statistics of the minimal query are of the year 2000 (the schema's minimum): empty series. This year's have data.
  ...[
    partnership.getPlanChargedStatistics,
    partnership.getMemberStatistics,
    partnership.getAdAccountStatistics,
    partnership.getSpendingDepositStatistics,
  ].map((route) => adjust(route, { query: ({ now }) => ({ period: 'month', year: String(now.getUTCFullYear()) }) })),

  // The generated amount is anywhere in the schema's range, mostly below the minimum top-up.
  ...TOP_UPS.map((route) =>
    adjust(route, { body: (_, generated) => ({ ...generated, amount: topUpAmount(generated.amount) }) }),
  ),
  // A card pays once verified: the one this run activated, else a verified one the account had.
  adjust(payments.stripe.requestCardPayment, {
    body: ({ valueFrom }, generated) => ({
      ...generated,
      amount: topUpAmount(generated.amount),
      paymentMethodId:
        valueFrom(payments.stripe.activateCard, 'paymentMethodId') ??
        valueFrom(payments.stripe.listCards, 'paymentMethodId', isVerified) ??
        generated.paymentMethodId,
    }),
    needs: [payments.stripe.listCards, payments.stripe.activateCard],
  }),
  // A card is saved only when one of the account's own setup intents attached it (issue 41): Stripe's
  // test Visa card attached to the setup intent this run asked for, in the mock's spelling of it.
  adjust(payments.stripe.saveCard, {
    body: ({ valueFrom }, generated) => {
      const setupIntentId = valueFrom(payments.stripe.createSetupIntent, 'setupIntentId');
      return setupIntentId === undefined
        ? generated
        : { ...generated, paymentMethodId: `pm_card_visa_${setupIntentId}` };
    },
    needs: [payments.stripe.createSetupIntent],
  }),
  // Verification is for the card saved in this run.
  adjust(payments.stripe.initCardVerification, {
    body: ({ valueFrom }, generated) => ({
      ...generated,
      paymentMethodId: savedCard(valueFrom) ?? generated.paymentMethodId,
    }),
    needs: [payments.stripe.listCards, payments.stripe.saveCard],
  }),
  // The code on the verification charge's statement (--card-code).
  adjust(payments.stripe.activateCard, {
    body: ({ valueFrom, inputs }, generated) => ({
      paymentMethodId: savedCard(valueFrom) ?? generated.paymentMethodId,
      activationCode: inputs.cardCode ?? generated.activationCode,
    }),
    needs: [payments.stripe.listCards, payments.stripe.saveCard, payments.stripe.initCardVerification],
  }),
  // A payment intent exists only once a card payment asked for one.
  adjust(payments.stripe.fulfillCardPayment, {
    body: ({ valueFrom }, generated) => ({
      paymentIntentId: valueFrom(payments.stripe.requestCardPayment, 'paymentIntentId') ?? generated.paymentIntentId,
    }),
    needs: [payments.stripe.requestCardPayment],
  }),
  // The card the run saved, so the account's own cards stay as they were.
  adjust(payments.stripe.setDefaultCard, { params: { id: cardSources } }),
  adjust(payments.stripe.removeCard, { params: { id: cardSources } }),
  // A transfer goes to a bank of the list.
  adjust(payments.vietqr.requestVietqrPayment, {
    body: ({ valueFrom }, generated) => ({
      ...generated,
      amount: topUpAmount(generated.amount),
      bank: valueFrom(payments.localBank.listLocalBanks, 'bin') ?? generated.bank,
    }),
    needs: [payments.localBank.listLocalBanks],
  }),
  // Created payments have no list route: their ids come from the answer that created them.
  ...[payments.token.fulfillTokenPayment, payments.token.verifyTokenPayment].map((route) =>
    adjust(route, {
      params: {
        id: [
          { route: payments.token.requestTokenPayment, field: 'transactionId' },
          { route: payments.token.requestAutoTokenPayment, field: 'transactionId' },
        ],
      },
    }),
  ),
  ...[payments.vietqr.getVietqrPayment, payments.vietqr.refreshVietqrTransferCode].map((route) =>
    adjust(route, { params: { id: [{ route: payments.vietqr.requestVietqrPayment, field: 'transactionId' }] } }),
  ),
  // Canceling ends the transfer the refresh above works on.
  adjust(payments.vietqr.cancelVietqrPayment, {
    phase: 'delete',
    params: { id: [{ route: payments.vietqr.requestVietqrPayment, field: 'transactionId' }] },
  }),
  // The dashboard relays the consent page's parameters; a sandbox's consent URL carries them at once.
  adjust(payments.payoneer.handlePayoneerConnectCallback, {
    query: ({ valueFrom }) => {
      const consent = valueFrom(payments.payoneer.connectPayoneer, 'clientRedirectUrl');
      const relayed = consent && URL.canParse(consent) ? new URL(consent).searchParams : new URLSearchParams();
      return {
        code: relayed.get('code') ?? undefined,
        state: relayed.get('state') ?? undefined,
        scope: relayed.get('scope') ?? undefined,
      };
    },
    needs: [payments.payoneer.connectPayoneer],
  }),
  // A payment from a USD balance of the account just connected, charging no more than it holds (the contract's quote).
  adjust(payments.payoneer.requestPayoneerPayment, {
    body: ({ valueFrom, now }, generated) => {
      const callback = payments.payoneer.handlePayoneerConnectCallback;
      const available = Number(valueFrom(callback, 'available', isUsd));
      const wanted = { ...generated, amount: topUpAmount(generated.amount) };
      const quoted = quoteTopUpCharge({
        method: 'payoneer',
        amount: wanted.amount,
        tip: wanted.tip,
        minTopUpCents: DEFAULT_BUSINESS_SETTINGS.minTopUpCents,
        at: now.getTime(),
      });
      const affordable = 'charge' in quoted && quoted.charge.total <= available;
      const body = affordable ? wanted : { ...wanted, amount: DEFAULT_BUSINESS_SETTINGS.minTopUpCents, tip: 0 };
      return { ...body, balanceId: valueFrom(callback, 'id', isUsd) ?? generated.balanceId };
    },
    needs: [payments.payoneer.handlePayoneerConnectCallback],
  }),
  ...[payments.payoneer.confirmPayoneerPayment, payments.payoneer.handlePayoneerChallengeCallback].map((route) =>
    adjust(route, { params: { id: [{ route: payments.payoneer.requestPayoneerPayment, field: 'transactionId' }] } }),
  ),
  // Disconnecting ends what the Payoneer payments above need.
  adjust(payments.payoneer.disconnectPayoneer, { phase: 'delete' }),
  // Canceling ends the subscription the plan routes above work on.
  adjust(contract.plans.cancelMySubscription, { phase: 'delete' }),
  // A refund request is read by the ticket it belongs to.
  adjust(contract.transactions.getRefundRequest, {
    params: { id: [{ route: contract.transactions.requestRefund, field: 'ticketId' }] },
  }),
  // A refund cannot exceed what the wallet has free.
  adjust(contract.transactions.requestRefund, {
    body: ({ valueFrom }, generated) => ({
      ...generated,
      amount: Math.max(1, Math.min(generated.amount, Number(valueFrom(users.getMe, 'availableBalance') ?? 1))),
    }),
    needs: [users.getMe],
  }),
  // An invoice is issued for a paid top-up of the account (the contract's `isInvoiceableTopUp`).
  adjust(contract.transactions.issueInvoice, {
    body: ({ valueFrom }, generated) => {
      const topUp = valueFrom(contract.transactions.listTransactions, 'id', isInvoiceable);
      return topUp === undefined ? generated : { ...generated, transactionIds: [topUp] };
    },
    needs: [contract.transactions.listTransactions],
  }),
  // The contract's own move rule: whole dollars, at most what the paying side holds.
  adjust(adAccounts.transferAdAccountBalance, {
    body: ({ valueFrom }, generated) => {
      const available = Number(
        generated.type === 'transfer'
          ? valueFrom(users.getMe, 'availableBalance')
          : valueFrom(adAccounts.listAdAccounts, 'balance'),
      );
      const amount = Math.max(MIN_TRANSFER_CENTS, Math.min(generated.amount, maxMoveCents(available || 0)));
      return { ...generated, amount };
    },
    needs: [users.getMe, adAccounts.listAdAccounts],
  }),
  // Ads accounts, business centres, product links and pixels named in a body must be the account's own.
  adjust(adAccounts.updateAutoTopUp, {
    body: ({ valueFrom }, generated) => ({
      ...generated,
      adAccountId: valueFrom(adAccounts.listAdAccounts) ?? generated.adAccountId,
    }),
    needs: [adAccounts.listAdAccounts],
  }),
  adjust(adAccounts.requestAdAccount, {
    body: ({ valueFrom }, generated) => ({
      ...generated,
      businessId: valueFrom(contract.businessCentres.listBusinessCentres) ?? generated.businessId,
      productLinkId: valueFrom(productLinks.getProductProfile, 'id', isApproved) ?? generated.productLinkId,
    }),
    needs: [contract.businessCentres.listBusinessCentres, productLinks.getProductProfile],
  }),
  adjust(pixels.attachPixelStore, {
    body: ({ valueFrom }, generated) => ({ ...generated, pixelId: valueFrom(pixels.listPixels) ?? generated.pixelId }),
    needs: [pixels.listPixels],
  }),
  // The pixel made in this run, so the account's own pixels stay as they were (any pixel when none was made).
  ...[pixels.getPixel, pixels.getPixelSettings, pixels.updatePixelStatus, pixels.deletePixel].map((route) =>
    adjust(route, { params: { id: [{ route: pixels.generatePixel }, { route: pixels.listPixels }] } }),
  ),
  // A pixel code names a pixel the platform already has; without one a new pixel is made.
  adjust(pixels.generatePixel, {
    body: ({ valueFrom }, { code: _code, ...generated }) => ({
      ...generated,
      adsAccountId: valueFrom(adAccounts.listAdAccounts) ?? generated.adsAccountId,
    }),
    needs: [adAccounts.listAdAccounts],
  }),
  // Codes of the platform's own lists.
  adjust(contract.businessCentres.createBusinessCentre, {
    body: ({ valueFrom }, generated) => ({
      ...generated,
      phoneRegionCode: valueFrom(configuration.listPhoneRegionCodes, 'phone_region_code') ?? generated.phoneRegionCode,
      secondaryIndustryId:
        valueFrom(configuration.listSecondaryIndustries, 'industryID') ?? generated.secondaryIndustryId,
    }),
    needs: [configuration.listPhoneRegionCodes, configuration.listSecondaryIndustries],
  }),
  adjust(uploads.uploadImage, { body: (_, { file }) => ({ file: uploadOf(file, UPLOAD_LIMITS.imageMimeTypes[0]) }) }),
  adjust(uploads.uploadVideo, { body: (_, { file }) => ({ file: uploadOf(file, UPLOAD_LIMITS.videoMimeTypes[0]) }) }),
  // An id in a saved link names one the seller has; new links carry none.
  adjust(productLinks.saveProductProfile, {
    body: (_, generated) => ({ productLinks: generated.productLinks.map(({ id: _id, ...link }) => link) }),
  }),
  // A product video is one uploaded to the upload host first.
  adjust(productLinks.attachProductVideo, {
    body: ({ valueFrom }, generated) => ({
      productLinkId: valueFrom(productLinks.getProductProfile, 'id', isApproved) ?? generated.productLinkId,
      videoUrl: valueFrom(uploads.uploadVideo, 'videoUrl') ?? generated.videoUrl,
    }),
    needs: [productLinks.getProductProfile, uploads.uploadVideo],
  }),
  // Extension and theme state exist for a store connected to one of the seller's pixels.
  ...[contract.shopify.getThemeEmbedStatus, contract.shopify.enableShopifyExtension].map((route) =>
    adjust(route, {
      query: ({ valueFrom }) => ({ shopUrl: valueFrom(pixels.listPixels, 'shop') }),
      needs: [pixels.listPixels],
    }),
  ),
  // A sign-up and a password reset pass the captcha check with the token given (--captcha-token).
  adjust(users.register, { query: ({ inputs }) => ({ captchaToken: inputs.captchaToken }) }),
  // The address this run signed up, which has a code waiting; verified after the resend, which needs it pending.
  adjust(users.resendVerificationCode, {
    body: ({ valueFrom }, generated) => ({ email: valueFrom(users.register, 'email') ?? generated.email }),
    needs: [users.register],
  }),
  adjust(users.verifyEmail, {
    body: ({ valueFrom, inputs }, generated) => ({
      email: valueFrom(users.register, 'email') ?? generated.email,
      code: inputs.emailCode ?? generated.code,
    }),
    needs: [users.register, users.resendVerificationCode],
  }),
  // The reset is asked for, and made, for the account this run signed up: the accounts signed in keep their passwords.
  adjust(users.forgotPassword, {
    query: ({ inputs }) => ({ captchaToken: inputs.captchaToken }),
    body: ({ valueFrom }, generated) => ({ email: valueFrom(users.verifyEmail, 'email') ?? generated.email }),
    needs: [users.verifyEmail],
  }),
  adjust(users.resetPassword, {
    body: ({ inputs }, generated) => ({ ...generated, token: inputs.resetToken ?? generated.token }),
    needs: [users.forgotPassword],
  }),
  // The account's own password, kept as it is: the run changes nothing a later sign-in needs.
  adjust(users.changePassword, {
    body: ({ account }, generated) =>
      account?.password === undefined ? generated : { oldPassword: account.password, newPassword: account.password },
  }),
  // A recharge ticket by bank transfer: a ticket the rules take from any seller (a setup cost or a
  // new ad account depend on the account's state, Tazapay is paid at its checkout).
  adjust(contract.tickets.createTicket, {
    body: (_, generated) => ({
      type: 'recharge_user_balance' as const,
      amount: topUpAmount('amount' in generated ? generated.amount : 0),
      tip: 0,
      paymentMethod: 'localBankTicket' as const,
      transferCode: 'CONTRACTCHECK',
    }),
  }),
  // The code the partner created in this run, when there is one.
  adjust(giftCodes.redeemGiftCode, {
    body: ({ valueFrom }, generated) => ({
      code: valueFrom(giftCodes.createPartnerGiftCode, 'code') ?? generated.code,
    }),
    needs: [giftCodes.createPartnerGiftCode],
  }),
  // The partner's gift codes are keyed by the partner's own user id; a new code's expiry must be in the future.
  adjust(giftCodes.listPartnerGiftCodes, { params: { id: [{ ownUserId: true }] } }),
  adjust(giftCodes.createPartnerGiftCode, {
    params: { id: [{ ownUserId: true }] },
    // No minimum spend, so the seller of the run can redeem it at once.
    body: ({ now }, generated) => ({
      ...generated,
      minTotalSpend: 0,
      expiry: isFutureExpiry(generated.expiry, now.getTime())
        ? generated.expiry
        : new Date(now.getTime() + generated.timeOfUseDays * DAY_MS).toISOString(),
    }),
  }),
  adjust(giftCodes.setPartnerGiftCodeStatus, {
    params: {
      id: [{ ownUserId: true }],
      codeId: [{ route: giftCodes.createPartnerGiftCode }, { route: giftCodes.listPartnerGiftCodes }],
    },
  }),
  // An id names a link the member has: the run sends new links (a URL and markets, no id).
  adjust(partnership.saveMemberProductProfile, {
    body: (_, generated) => {
      const fresh = generated.productLinks.flatMap(({ id: _id, ...link }) =>
        link.url !== undefined && link.targetMarkets !== undefined ? [link] : [],
      );
      return fresh.length > 0 ? { productLinks: fresh } : generated;
    },
  }),
  // Contact info is decided for a member who sent it: the first of the review list.
  adjust(partnership.decideMemberContactInfo, { params: { id: [{ route: partnership.listMemberContactInfo }] } }),
  // What became of a money request this run sent: after the money routes, so that there is one.
  adjust(idempotency.getRequestOutcome, { phase: 'delete', params: { key: [{ sentIdempotencyKey: true }] } }),
]);

import { contract, type Contract } from '@contract';
import type { AppRoute } from '@ts-rest/core';
import { ShopifyConnectQuerySchema, type ShopifyConnectQuery } from '@contract/shopify/shopify.schema';
import type { MockServer } from '@mocks/node';
import { MOCK_CAPTCHA_TOKEN, MOCK_RESET_TOKEN } from '@mocks/rules/auth';
import { CARD_ACTIVATION_CODE } from '@mocks/rules/payments/cards';
import { PARTNER_REFERRAL_CODE } from '@scenarios/partner';
import { VERIFIED_SELLER_AD_ACCOUNT_IDS, VERIFIED_SELLER_BUSINESS_CENTRE_IDS } from '@scenarios/verified-seller';
import { createTestClient, freshKey, ORIGIN, type TestSession } from '../unit/mocks/mock-api';
import { businessCentreBody, registration, verificationForm } from '../unit/mocks/request-bodies';
import { uploadFileOf } from '../fixtures/upload-files';

/* ---------- Types ---------- */

/** Every dotted key path of the contract that ends in a route, e.g. "payments.stripe.listCards". */
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends AppRoute ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type RouteKey = KeyPaths<Contract>;

/** What one call learnt that a later call of the same scenario needs (ids, codes, URLs). */
interface Remembered {
  registeredEmail: string;
  uploadedImageUrl: string;
  approvedProductLinkId: string;
  uploadedVideoUrl: string;
  listedPixelId: string;
  generatedPixelId: string;
  shopifyConnectQuery: ShopifyConnectQuery;
  shopUrl: string;
  rechargeTicketId: string;
  refundTicketId: string;
  tokenTransactionId: string;
  vietqrTransactionId: string;
  paymentIntentId: string;
  paymentMethodId: string;
  payoneerState: string;
  payoneerUsdBalanceId: string;
  payoneerTransactionId: string;
  memberId: string;
  memberProductLinkId: string;
  reviewingContactMemberId: string;
  partnerGiftCodeId: string;
  /** The Idempotency-Key of a transfer that went through. */
  transferKey: string;
}

export interface CallContext {
  client: ReturnType<typeof createTestClient>;
  mock: MockServer;
  session: TestSession;
  remember<K extends keyof Remembered>(key: K, value: Remembered[K]): void;
  /** Throws when the earlier call that stores `key` did not run or did not succeed. */
  recall<K extends keyof Remembered>(key: K): Remembered[K];
  /** Drops what was remembered, before the next scenario starts. */
  forgetAll(): void;
}

export const createCallContext = (mock: MockServer, session: TestSession): CallContext => {
  let remembered: Partial<Remembered> = {};
  return {
    client: createTestClient(session),
    mock,
    session,
    remember: (key, value) => {
      remembered[key] = value;
    },
    recall: (key) => {
      const value = remembered[key];
      if (value === undefined) throw new Error(`nothing remembered as "${key}": an earlier call failed or did not run`);
      return value;
    },
    forgetAll: () => {
      remembered = {};
    },
  };
};

export interface CallAnswer {
  status: number;
  body: unknown;
}

export type RouteCall = (ctx: CallContext) => Promise<CallAnswer>;

/** The scenarios the table uses, in the order they run. */
type ScenarioId = 'new-seller' | 'verified-seller' | 'tazapay-in-progress' | 'trialing-user' | 'partner';

export interface ScenarioCalls {
  scenario: ScenarioId;
  /** Why this scenario represents these routes. */
  because: string;
  /** Run in this order, each once; a call may use what an earlier one of the same scenario remembered. */
  calls: Partial<Record<RouteKey, RouteCall>>;
}

/* ---------- Inputs ---------- */

const { main, retargeting } = VERIFIED_SELLER_AD_ACCOUNT_IDS;
const TOKEN_HASH = `0x${'ab'.repeat(30)}8000`;
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

/** The signed-in seller of the scenario, from the seeded db. */
const scenarioUser = ({ mock }: CallContext) =>
  mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), { strict: true });

/** Statistics of the current year on the mock clock. */
const yearOf = (mock: MockServer) => new Date(mock.clock.now()).getUTCFullYear();

/** A browser navigation to an OAuth start route: the 302 is the answer, not followed. */
const navigate = async (route: AppRoute, query: Record<string, string>): Promise<CallAnswer> => {
  const url = new URL(route.path, ORIGIN);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, { redirect: 'manual', headers: { Accept: 'text/html' } });
  return { status: response.status, body: response.status === 302 ? undefined : await response.json() };
};

/* ---------- The table ---------- */

/**
 * One call per contract route, grouped by the scenario that represents it. Groups run in
 * this order, each on a freshly seeded db with the scenario's account signed in; inside a
 * group the calls run in the order written.
 */
export const CALL_PLAN = [
  {
    scenario: 'new-seller',
    because: 'registration, sign-in and onboarding of a seller who has just verified the e-mail',
    calls: {
      'configuration.getConfiguration': ({ client }) => client.configuration.getConfiguration(),
      'users.register': async ({ client, remember }) => {
        const response = await client.users.register({
          query: { captchaToken: MOCK_CAPTCHA_TOKEN },
          body: { ...registration, referralCode: 'lan1234' },
        });
        if (response.status === 201) remember('registeredEmail', response.body.email);
        return response;
      },
      'users.resendVerificationCode': ({ client, recall }) =>
        client.users.resendVerificationCode({ body: { email: recall('registeredEmail') } }),
      'users.verifyEmail': ({ client, mock, recall }) =>
        client.users.verifyEmail({ body: { email: recall('registeredEmail'), code: mock.runtime.emailCode } }),
      'users.forgotPassword': ({ client, recall }) =>
        client.users.forgotPassword({
          query: { captchaToken: MOCK_CAPTCHA_TOKEN },
          body: { email: recall('registeredEmail') },
        }),
      'users.resetPassword': ({ client }) =>
        client.users.resetPassword({ body: { token: MOCK_RESET_TOKEN, password: 'brand-new-1' } }),
      'users.login': async ({ client, mock, session }) => {
        const credentials = mock.scenario.credentials;
        if (!credentials) throw new Error(`scenario ${mock.scenario.id} has no account`);
        const response = await client.users.login({ body: { ...credentials, rememberMe: false } });
        // The rest of the group goes on with the token the login handed out.
        if (response.status === 200) session.token = response.body.idToken;
        return response;
      },
      // A second session of the seller signs out, so the group goes on with the first.
      'users.logout': async ({ mock }) => createTestClient({ token: await mock.signIn(), locale: 'en' }).users.logout(),
      'users.getMe': ({ client }) => client.users.getMe(),
      'users.updateMe': ({ client }) =>
        client.users.updateMe({
          body: {
            businessModel: 'POD',
            contactInfo: {
              phone: '+84901112233',
              zalo: null,
              telegram: '@minhanh_shop',
              facebook: null,
              whatsApp: null,
              primaryContact: 'telegram',
            },
          },
        }),
      'users.getReport': ({ client }) => client.users.getReport(),
      'users.changePassword': ({ client, mock }) =>
        client.users.changePassword({
          body: { oldPassword: mock.scenario.credentials?.password ?? '', newPassword: 'another-1' },
        }),
      'users.sendPhoneOtp': ({ client }) => client.users.sendPhoneOtp({ body: { phone: '+84901112233' } }),
      'users.requestVerifyEmail': ({ client }) => client.users.requestVerifyEmail(),
      'users.requestConnectTiktok': ({ client }) => client.users.requestConnectTiktok(),
      'users.facebookAuth': () => navigate(contract.users.facebookAuth, { redirect: '/my-ads-account' }),
      'users.googleAuth': () => navigate(contract.users.googleAuth, { redirect: '/payment?tab=1' }),
      'configuration.listSelfServeAdCountries': ({ client }) => client.configuration.listSelfServeAdCountries(),
      'configuration.listPhoneRegionCodes': ({ client }) => client.configuration.listPhoneRegionCodes(),
      'configuration.listSecondaryIndustries': ({ client }) => client.configuration.listSecondaryIndustries(),
      'uploads.uploadImage': async ({ client, remember }) => {
        const response = await client.uploads.uploadImage({
          body: { file: uploadFileOf('dashboard.png', 'image/png', 2048) },
        });
        if (response.status === 201) remember('uploadedImageUrl', response.body.imageUrl);
        return response;
      },
      'tickets.submitVerification': ({ client, recall }) =>
        client.tickets.submitVerification({ body: verificationForm(recall('uploadedImageUrl')) }),
      'tickets.getLatestVerification': ({ client }) => client.tickets.getLatestVerification(),
    },
  },
  {
    scenario: 'verified-seller',
    because: 'approved seller with a funded wallet, an active plan, approved ad accounts, product links and pixels',
    calls: {
      'notifications.listNotifications': ({ client }) =>
        client.notifications.listNotifications({ query: { page: 1, limit: 5 } }),
      'notifications.readAllNotifications': ({ client }) => client.notifications.readAllNotifications(),
      'transactions.listTransactions': ({ client }) => client.transactions.listTransactions({ query: {} }),
      'transactions.listUsedPaymentMethods': ({ client }) => client.transactions.listUsedPaymentMethods(),
      'adAccounts.listAdAccounts': ({ client }) => client.adAccounts.listAdAccounts({ query: { tab: 'approved' } }),
      'adAccounts.updateAutoTopUp': ({ client }) =>
        client.adAccounts.updateAutoTopUp({
          body: { adAccountId: retargeting, enabled: true, amount: 15_000, threshold: 3_000 },
          headers: freshKey(),
        }),
      'adAccounts.transferAdAccountBalance': async ({ client, remember }) => {
        const headers = freshKey();
        const response = await client.adAccounts.transferAdAccountBalance({
          params: { id: main },
          body: { type: 'transfer', amount: 10_000 },
          headers,
        });
        remember('transferKey', headers['idempotency-key']);
        return response;
      },
      'idempotency.getRequestOutcome': ({ client, recall }) =>
        client.idempotency.getRequestOutcome({ params: { key: recall('transferKey') } }),
      'businessCentres.listBusinessCentres': ({ client }) => client.businessCentres.listBusinessCentres({ query: {} }),
      'businessCentres.createBusinessCentre': ({ client }) =>
        client.businessCentres.createBusinessCentre({ body: businessCentreBody('Lan Boutique Kids') }),
      'productLinks.getProductProfile': async ({ client, remember }) => {
        const response = await client.productLinks.getProductProfile();
        const approved =
          response.status === 200 ? response.body.productLinks.find((link) => link.status === 'approved') : undefined;
        if (approved) remember('approvedProductLinkId', approved.id);
        return response;
      },
      'productLinks.saveProductProfile': ({ client }) =>
        client.productLinks.saveProductProfile({
          body: { productLinks: [{ url: 'https://lanboutique.vn/products/non-la', targetMarkets: ['VN'] }] },
        }),
      'uploads.uploadVideo': async ({ client, remember }) => {
        const response = await client.uploads.uploadVideo({
          body: { file: uploadFileOf('demo.mp4', 'video/mp4', 4096) },
        });
        if (response.status === 201) remember('uploadedVideoUrl', response.body.videoUrl);
        return response;
      },
      'productLinks.attachProductVideo': ({ client, recall }) =>
        client.productLinks.attachProductVideo({
          body: { productLinkId: recall('approvedProductLinkId'), videoUrl: recall('uploadedVideoUrl') },
        }),
      'adAccounts.requestAdAccount': ({ client, recall }) =>
        client.adAccounts.requestAdAccount({
          body: {
            name: 'Lan Boutique - Spring',
            storeUrl: 'https://lanboutique.vn',
            businessId: VERIFIED_SELLER_BUSINESS_CENTRE_IDS.boutique,
            targetMarkets: ['VN'],
            productLinkId: recall('approvedProductLinkId'),
          },
        }),
      'pixels.listPixels': async ({ client, remember }) => {
        const response = await client.pixels.listPixels({ query: {} });
        const retargetingPixel =
          response.status === 200
            ? response.body.content.find((pixel) => pixel.adsAccountId === retargeting)
            : undefined;
        if (retargetingPixel) remember('listedPixelId', retargetingPixel.id);
        return response;
      },
      'pixels.getPixel': ({ client, recall }) => client.pixels.getPixel({ params: { id: recall('listedPixelId') } }),
      'pixels.getPixelSettings': ({ client, recall }) =>
        client.pixels.getPixelSettings({ params: { id: recall('listedPixelId') } }),
      'pixels.queryPixelName': (ctx) => {
        // A pixel that exists on the platform only, added to the dashboard by its code.
        const platformOnly = ctx.mock.db.pixels.findFirst((q) => q.where({ inDashboard: false }), { strict: true });
        return ctx.client.pixels.queryPixelName({ body: { code: platformOnly.code } });
      },
      'pixels.generatePixel': async ({ client, remember }) => {
        const response = await client.pixels.generatePixel({
          body: { name: 'Spring sale', pixelName: 'Spring Sale Pixel', adsAccountId: main },
        });
        if (response.status === 201) remember('generatedPixelId', response.body.id);
        return response;
      },
      'pixels.updatePixelStatus': ({ client, recall }) =>
        client.pixels.updatePixelStatus({ params: { id: recall('generatedPixelId') }, body: { status: 'inactive' } }),
      'pixels.attachPixelStore': async ({ client, recall, remember }) => {
        const response = await client.pixels.attachPixelStore({
          body: { pixelId: recall('listedPixelId'), shop: 'lan-outlet.myshopify.com' },
        });
        // The connect page the app lands on reads its query from this URL.
        if (response.status === 200) {
          const search = new URL(response.body.redirectUrl).searchParams;
          remember('shopifyConnectQuery', ShopifyConnectQuerySchema.parse(Object.fromEntries(search)));
        }
        return response;
      },
      // The connect call only leads to the platform's install screen; the seed's store is installed already.
      'shopify.requestShopifyConnect': ({ client, recall, remember }) => {
        remember('shopUrl', 'https://lan-boutique.myshopify.com');
        return client.shopify.requestShopifyConnect({ query: recall('shopifyConnectQuery') });
      },
      'shopify.getThemeEmbedStatus': ({ client, recall }) =>
        client.shopify.getThemeEmbedStatus({ query: { shopUrl: recall('shopUrl') } }),
      'shopify.enableShopifyExtension': ({ client, recall }) =>
        client.shopify.enableShopifyExtension({ query: { shopUrl: recall('shopUrl') } }),
      'pixels.deletePixel': ({ client, recall }) =>
        client.pixels.deletePixel({ params: { id: recall('generatedPixelId') } }),
      'tickets.createTicket': async ({ client, remember }) => {
        const response = await client.tickets.createTicket({
          body: {
            type: 'recharge_user_balance',
            amount: 10_000,
            paymentMethod: 'localBankTicket',
            transferCode: 'LANBOUTIQUE0002',
          },
          headers: freshKey(),
        });
        if (response.status === 201) remember('rechargeTicketId', response.body.id);
        return response;
      },
      'tickets.verifyTicket': ({ client, recall }) =>
        client.tickets.verifyTicket({ params: { id: recall('rechargeTicketId') } }),
      'tickets.createAutoTicket': ({ client }) =>
        client.tickets.createAutoTicket({
          body: {
            amount: 10_000,
            paymentMethod: 'USDT',
            network: 'TRC20',
            transactionHash: 'cd'.repeat(32),
            fromAddress: TRON_ADDRESS,
          },
          headers: freshKey(),
        }),
      'tickets.listTickets': ({ client }) => client.tickets.listTickets({ query: {} }),
      'transactions.requestRefund': async ({ client, remember }) => {
        const response = await client.transactions.requestRefund({
          body: {
            amount: 20_000,
            reason: 'permanent_stop',
            receiving: { method: 'wise', wiseEmail: 'lan.nguyen@example.com', accountHolder: 'Nguyen Thi Lan' },
          },
          headers: freshKey(),
        });
        if (response.status === 201) remember('refundTicketId', response.body.ticketId);
        return response;
      },
      'transactions.getRefundRequest': ({ client, recall }) =>
        client.transactions.getRefundRequest({ params: { id: recall('refundTicketId') } }),
      'transactions.issueInvoice': async ({ client }) => {
        const topUps = await client.transactions.listTransactions({
          query: { type: 'add_fund_user_balance', status: 'PAID', limit: 1 },
        });
        const ids = topUps.status === 200 ? topUps.body.content.map((transaction) => transaction.id) : [];
        return client.transactions.issueInvoice({ body: { transactionIds: ids, prefix: 'ADC' } });
      },
      // The card the setup intent attaches, as the card form saves it: the mock saves no other.
      'payments.stripe.createSetupIntent': async ({ client, remember }) => {
        const response = await client.payments.stripe.createSetupIntent();
        if (response.status === 201) remember('paymentMethodId', `pm_card_visa_${response.body.setupIntentId}`);
        return response;
      },
      'payments.stripe.saveCard': ({ client, recall }) =>
        client.payments.stripe.saveCard({ body: { paymentMethodId: recall('paymentMethodId'), makeDefault: true } }),
      'payments.stripe.listCards': ({ client }) => client.payments.stripe.listCards(),
      'payments.stripe.setDefaultCard': ({ client, recall }) =>
        client.payments.stripe.setDefaultCard({ params: { id: recall('paymentMethodId') }, body: { isDefault: true } }),
      'payments.stripe.initCardVerification': ({ client, recall }) =>
        client.payments.stripe.initCardVerification({
          body: { paymentMethodId: recall('paymentMethodId') },
          headers: freshKey(),
        }),
      'payments.stripe.activateCard': ({ client, recall }) =>
        client.payments.stripe.activateCard({
          body: { paymentMethodId: recall('paymentMethodId'), activationCode: CARD_ACTIVATION_CODE },
          headers: freshKey(),
        }),
      'payments.stripe.requestCardPayment': async ({ client, remember, recall }) => {
        const response = await client.payments.stripe.requestCardPayment({
          body: { paymentMethodId: recall('paymentMethodId'), amount: 10_000 },
          headers: freshKey(),
        });
        if (response.status === 201) remember('paymentIntentId', response.body.paymentIntentId);
        return response;
      },
      'payments.stripe.fulfillCardPayment': ({ client, recall }) =>
        client.payments.stripe.fulfillCardPayment({
          body: { paymentIntentId: recall('paymentIntentId') },
          headers: freshKey(),
        }),
      'payments.stripe.removeCard': ({ client, recall }) =>
        client.payments.stripe.removeCard({ params: { id: recall('paymentMethodId') } }),
      'payments.stripe.listPaymentMethodTypes': ({ client }) => client.payments.stripe.listPaymentMethodTypes(),
      'payments.token.requestTokenPayment': async ({ client, remember }) => {
        const response = await client.payments.token.requestTokenPayment({
          body: { amount: 10_000, network: 'TRC20' },
          headers: freshKey(),
        });
        if (response.status === 201) remember('tokenTransactionId', response.body.transactionId);
        return response;
      },
      'payments.token.fulfillTokenPayment': ({ client, recall }) =>
        client.payments.token.fulfillTokenPayment({
          params: { id: recall('tokenTransactionId') },
          body: { transactionHash: TOKEN_HASH, fromAddress: TRON_ADDRESS },
          headers: freshKey(),
        }),
      'payments.token.listMiningTransactions': ({ client }) => client.payments.token.listMiningTransactions(),
      'payments.token.verifyTokenPayment': ({ client, recall }) =>
        client.payments.token.verifyTokenPayment({ params: { id: recall('tokenTransactionId') } }),
      'payments.token.requestAutoTokenPayment': ({ client }) =>
        client.payments.token.requestAutoTokenPayment({
          body: { amount: 10_000, network: 'BEP20' },
          headers: freshKey(),
        }),
      'payments.airwallex.requestAirwallexPayment': ({ client }) =>
        client.payments.airwallex.requestAirwallexPayment({
          body: { amount: 10_000, currency: 'VND' },
          headers: freshKey(),
        }),
      'payments.lianlian.requestLianlianPayment': ({ client }) =>
        client.payments.lianlian.requestLianlianPayment({ body: { amount: 10_000 }, headers: freshKey() }),
      'payments.lianlian.getPendingLianlianPayment': ({ client }) =>
        client.payments.lianlian.getPendingLianlianPayment(),
      'payments.payfast.requestPayfastPayment': ({ client }) =>
        client.payments.payfast.requestPayfastPayment({ body: { amount: 10_000 }, headers: freshKey() }),
      'payments.bankRedirect.requestBankRedirectPayment': ({ client }) =>
        client.payments.bankRedirect.requestBankRedirectPayment({
          body: { method: 'ideal', bank: 'ing', amount: 10_000 },
          headers: freshKey(),
        }),
      'payments.localBank.listLocalBanks': ({ client }) => client.payments.localBank.listLocalBanks(),
      'payments.vietqr.requestVietqrPayment': async ({ client, remember }) => {
        const response = await client.payments.vietqr.requestVietqrPayment({
          body: { amount: 10_000, bank: '970418' },
          headers: freshKey(),
        });
        if (response.status === 201) remember('vietqrTransactionId', response.body.transactionId);
        return response;
      },
      'payments.vietqr.getVietqrPayment': ({ client, recall }) =>
        client.payments.vietqr.getVietqrPayment({ params: { id: recall('vietqrTransactionId') } }),
      'payments.vietqr.refreshVietqrTransferCode': ({ client, recall }) =>
        client.payments.vietqr.refreshVietqrTransferCode({ params: { id: recall('vietqrTransactionId') } }),
      'payments.vietqr.cancelVietqrPayment': ({ client, recall }) =>
        client.payments.vietqr.cancelVietqrPayment({ params: { id: recall('vietqrTransactionId') } }),
      'payments.localBank.getRecentLocalBankNotification': ({ client }) =>
        client.payments.localBank.getRecentLocalBankNotification({ query: {} }),
      'payments.payoneer.getPayoneerBalances': ({ client }) => client.payments.payoneer.getPayoneerBalances(),
      'payments.payoneer.connectPayoneer': async ({ client, remember }) => {
        const response = await client.payments.payoneer.connectPayoneer();
        if (response.status === 200) {
          remember('payoneerState', new URL(response.body.clientRedirectUrl).searchParams.get('state') ?? '');
        }
        return response;
      },
      'payments.payoneer.handlePayoneerConnectCallback': async ({ client, recall, remember }) => {
        const response = await client.payments.payoneer.handlePayoneerConnectCallback({
          query: { code: 'mock-payoneer-code', state: recall('payoneerState') },
        });
        const usd =
          response.status === 200
            ? response.body.currentAccounts.find((balance) => balance.currency === 'USD')
            : undefined;
        if (usd) remember('payoneerUsdBalanceId', usd.id);
        return response;
      },
      'payments.payoneer.requestPayoneerPayment': async ({ client, recall, remember }) => {
        // Above $1,000, so the confirmation asks for a challenge and the challenge callback has work to do.
        const response = await client.payments.payoneer.requestPayoneerPayment({
          body: { amount: 100_000, balanceId: recall('payoneerUsdBalanceId') },
          headers: freshKey(),
        });
        if (response.status === 201) remember('payoneerTransactionId', response.body.transactionId);
        return response;
      },
      'payments.payoneer.confirmPayoneerPayment': ({ client, recall }) =>
        client.payments.payoneer.confirmPayoneerPayment({
          params: { id: recall('payoneerTransactionId') },
          headers: freshKey(),
        }),
      'payments.payoneer.handlePayoneerChallengeCallback': ({ client, recall }) =>
        client.payments.payoneer.handlePayoneerChallengeCallback({
          params: { id: recall('payoneerTransactionId') },
          query: { type: 'otp', session_id: 'pses_1', response_path: '/v4/challenges/1/response' },
        }),
      'payments.payoneer.disconnectPayoneer': ({ client }) => client.payments.payoneer.disconnectPayoneer(),
      'partnership.submitPartnershipJoinLetter': ({ client }) =>
        client.partnership.submitPartnershipJoinLetter({
          body: { facebookProfileUrl: 'https://www.facebook.com/lanboutique.vn', message: 'I coach other sellers' },
        }),
      'partnership.joinPartneroProgram': ({ client }) =>
        client.partnership.joinPartneroProgram({ body: { acceptTerms: true } }),
      'partnership.submitExclusivePartnerSurvey': ({ client }) =>
        client.partnership.submitExclusivePartnerSurvey({ body: { choice: 'Facebook group' } }),
    },
  },
  {
    scenario: 'tazapay-in-progress',
    because: 'a Tazapay card checkout left half done, which the payment screen offers to continue or replace',
    calls: {
      'payments.tazapay.getPendingTazapayPayment': ({ client }) => client.payments.tazapay.getPendingTazapayPayment(),
      'payments.tazapay.requestTazapayPayment': ({ client }) =>
        client.payments.tazapay.requestTazapayPayment({
          body: { amount: 20_000, method: 'local_method', replaceInProgress: true },
          headers: freshKey(),
        }),
    },
  },
  {
    scenario: 'trialing-user',
    because: 'a seller in the free trial choosing a plan, with the house gift codes to redeem',
    calls: {
      'plans.listPlans': ({ client }) => client.plans.listPlans(),
      'plans.listValidPrices': ({ client }) => client.plans.listValidPrices(),
      'plans.getMySubscription': ({ client }) => client.plans.getMySubscription(),
      'plans.subscribePlan': ({ client }) =>
        client.plans.subscribePlan({
          body: { planId: 'regular_3' },
          headers: freshKey(),
        }),
      'plans.listSubscriptionTransitions': ({ client }) => client.plans.listSubscriptionTransitions({ query: {} }),
      'plans.listInvoices': ({ client }) => client.plans.listInvoices({ query: {} }),
      'plans.cancelMySubscription': ({ client }) =>
        client.plans.cancelMySubscription({ body: { reason: 'Too expensive' } }),
      'giftCodes.redeemGiftCode': ({ client }) =>
        client.giftCodes.redeemGiftCode({ body: { code: 'WELCOME20' }, headers: freshKey() }),
      'giftCodes.listRedeemHistory': ({ client }) => client.giftCodes.listRedeemHistory({ query: {} }),
    },
  },
  {
    scenario: 'partner',
    because: 'an active partner with a year of referred members, gift codes, clicks and payouts',
    calls: {
      'partnership.listMembers': async ({ client, remember }) => {
        const response = await client.partnership.listMembers({ query: { status: 'activated', limit: 50 } });
        const members = response.status === 200 ? response.body.content : [];
        // A member with ad accounts, so the member's ad-account list has rows.
        const member = members.find((row) => row.adAccountsCount > 0) ?? members[0];
        if (member) remember('memberId', member.id);
        return response;
      },
      'partnership.getMember': ({ client, recall }) =>
        client.partnership.getMember({ params: { id: recall('memberId') } }),
      'partnership.listMemberAdAccounts': ({ client, recall }) =>
        client.partnership.listMemberAdAccounts({ params: { id: recall('memberId') }, query: {} }),
      'partnership.listMemberProductLinks': async ({ client, remember }) => {
        const response = await client.partnership.listMemberProductLinks({ query: {} });
        const reviewing =
          response.status === 200 ? response.body.content.find((link) => link.status === 'reviewing') : undefined;
        if (reviewing) {
          remember('memberProductLinkId', reviewing.id);
        }
        return response;
      },
      'partnership.saveMemberProductProfile': (ctx) => {
        const linkId = ctx.recall('memberProductLinkId');
        const link = ctx.mock.db.productLinks.findFirst((q) => q.where({ id: linkId }), { strict: true });
        return ctx.client.partnership.saveMemberProductProfile({
          params: { id: link.userId },
          body: { productLinks: [{ id: link.id, decision: { status: 'approved' } }] },
        });
      },
      'partnership.listMemberContactInfo': async ({ client, remember }) => {
        const response = await client.partnership.listMemberContactInfo({ query: {} });
        const [first] = response.status === 200 ? response.body.content : [];
        if (first) remember('reviewingContactMemberId', first.member.id);
        return response;
      },
      'partnership.decideMemberContactInfo': ({ client, recall }) =>
        client.partnership.decideMemberContactInfo({
          params: { id: recall('reviewingContactMemberId'), status: 'approved' },
          body: {},
        }),
      'partnership.getMemberStatistics': ({ client, mock }) =>
        client.partnership.getMemberStatistics({ query: { period: 'month', year: yearOf(mock) } }),
      'partnership.getAdAccountStatistics': ({ client, mock }) =>
        client.partnership.getAdAccountStatistics({ query: { period: 'month', year: yearOf(mock) } }),
      'partnership.getSpendingDepositStatistics': ({ client, mock }) =>
        client.partnership.getSpendingDepositStatistics({ query: { period: 'month', year: yearOf(mock) } }),
      'partnership.getPlanChargedStatistics': ({ client, mock }) =>
        client.partnership.getPlanChargedStatistics({ query: { period: 'month', year: yearOf(mock) } }),
      'partnership.getEmbedForm': ({ client }) => client.partnership.getEmbedForm(),
      'partnership.saveEmbedForm': ({ client }) =>
        client.partnership.saveEmbedForm({ body: { embedFormUrl: 'https://forms.example.com/hoa' } }),
      'giftCodes.listPartnerGiftCodes': (ctx) =>
        ctx.client.giftCodes.listPartnerGiftCodes({ params: { id: scenarioUser(ctx).id }, query: {} }),
      'giftCodes.createPartnerGiftCode': async (ctx) => {
        const response = await ctx.client.giftCodes.createPartnerGiftCode({
          params: { id: scenarioUser(ctx).id },
          body: { code: 'HOANEW10', worth: 1_000, minTotalSpend: 10_000, timeOfUseDays: 7, quantity: 5, expiry: null },
          headers: freshKey(),
        });
        if (response.status === 201) ctx.remember('partnerGiftCodeId', response.body.id);
        return response;
      },
      'giftCodes.setPartnerGiftCodeStatus': (ctx) =>
        ctx.client.giftCodes.setPartnerGiftCodeStatus({
          params: { id: scenarioUser(ctx).id, codeId: ctx.recall('partnerGiftCodeId') },
          body: { status: 'deactivate' },
        }),
      'referrals.recordReferralClick': ({ client }) =>
        client.referrals.recordReferralClick({
          body: { referralCode: PARTNER_REFERRAL_CODE, clickId: crypto.randomUUID() },
        }),
      'referrals.getReferralRewards': ({ client }) => client.referrals.getReferralRewards({ query: {} }),
      // Last: the member leaves the partner's list.
      'partnership.removeMember': ({ client, recall }) =>
        client.partnership.removeMember({ params: { id: recall('memberId') } }),
    },
  },
] as const satisfies readonly ScenarioCalls[];

/** Compile-time twin of the runtime check: a contract route without a call is a type error here. */
type KeysOf<T> = T extends unknown ? keyof T : never;
type PlannedKey = KeysOf<(typeof CALL_PLAN)[number]['calls']>;
type AssertNone<T extends never> = T;
type _RoutesWithoutCall = AssertNone<Exclude<RouteKey, PlannedKey>>;

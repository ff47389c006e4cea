import { contract } from '@contract';
import { PAYONEER_CALLBACK_PATH, PAYONEER_MOCK_CODE, PAYONEER_MOCK_SCOPE } from '@mocks/rules/payments/payoneer';
import { VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { describe, expect, it } from 'vitest';
import { expectContract, freshKey, useMockApi } from './mock-api';

/*
 * In mock and demo builds Payoneer's consent and challenge pages are the app's own callback
 * page: the URLs the mock answers must be that page, carrying exactly the parameters the page
 * relays back to the API (connect-callback, or the transaction's challenge/callback).
 */

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const balance = async (): Promise<number> => {
  const me = await client.users.getMe();
  if (me.status !== 200) throw new Error(`getMe answered ${me.status}`);
  return me.body.balance;
};

/** The page's own query, as the callback route reads it. */
const paramsOf = (url: string) => {
  const parsed = new URL(url);
  return { path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
};

const connectThroughCallbackPage = async () => {
  const started = await client.payments.payoneer.connectPayoneer();
  await expectContract(contract.payments.payoneer.connectPayoneer, started);
  if (started.status !== 200) throw new Error('connect failed');
  const { path, params } = paramsOf(started.body.clientRedirectUrl);
  expect(path).toBe(PAYONEER_CALLBACK_PATH);
  expect(params).toEqual({ code: PAYONEER_MOCK_CODE, state: expect.any(String), scope: PAYONEER_MOCK_SCOPE });
  // No provider marker nor challenge: the page knows a connection by its code and state.
  expect(params).not.toHaveProperty('challenge');
  const relayed = await client.payments.payoneer.handlePayoneerConnectCallback({
    query: { code: params.code, state: params.state ?? '', scope: params.scope },
  });
  await expectContract(contract.payments.payoneer.handlePayoneerConnectCallback, relayed);
  if (relayed.status !== 200) throw new Error('callback failed');
  return relayed.body;
};

describe('Payoneer callback URLs (mock and demo)', () => {
  it('sends the consent page to the app callback page, whose relay connects the account', async () => {
    session.token = await mock.signIn();
    const account = await connectThroughCallbackPage();
    expect(account).toMatchObject({ connected: true, clientRedirectUrl: null, request: null });
    expect(account.currentAccounts.map((item) => item.currency)).toEqual(['USD', 'EUR']);
    expect(account.email).toEqual(expect.stringContaining('@'));
  });

  it('a declined consent (no code) leaves the account unconnected', async () => {
    await mock.reset('verified-seller');
    session.token = await mock.signIn();
    const started = await client.payments.payoneer.connectPayoneer();
    if (started.status !== 200) throw new Error('connect failed');
    const state = new URL(started.body.clientRedirectUrl).searchParams.get('state') ?? '';
    const declined = await client.payments.payoneer.handlePayoneerConnectCallback({
      query: { state, error: 'access_denied' },
    });
    expect(declined).toMatchObject({ status: 200, body: { connected: false } });
    const unknown = await client.payments.payoneer.handlePayoneerConnectCallback({
      query: { code: PAYONEER_MOCK_CODE, state: 'not-a-state' },
    });
    expect(unknown.status).toBe(404);
  });

  it('sends a challenge to the app callback page with the transaction, whose relay pays', async () => {
    await mock.reset('verified-seller');
    session.token = await mock.signIn();
    const account = await connectThroughCallbackPage();
    const usd = account.currentAccounts.find((item) => item.currency === 'USD');
    if (!usd) throw new Error('no USD balance');

    const requested = await client.payments.payoneer.requestPayoneerPayment({
      body: { amount: 100_000, tip: 0, balanceId: usd.id },
      headers: freshKey(),
    });
    if (requested.status !== 201) throw new Error('request failed');
    const id = requested.body.transactionId;
    const confirmed = await client.payments.payoneer.confirmPayoneerPayment({ params: { id }, headers: freshKey() });
    if (confirmed.status !== 200) throw new Error('confirm failed');
    expect(confirmed.body).toMatchObject({ nextAction: 'challenge', status: 'processing' });
    const { path, params } = paramsOf(confirmed.body.challengeUrl ?? '');
    expect(path).toBe(PAYONEER_CALLBACK_PATH);
    expect(params).toEqual({
      challenge: id,
      type: 'otp',
      session_id: expect.stringMatching(/^pses/),
      response_path: `/v4/challenges/${id}/response`,
    });

    // The open payment is the account's request until the challenge is passed.
    const waiting = await client.payments.payoneer.getPayoneerBalances();
    expect(waiting.body).toMatchObject({ request: { transactionId: id, nextAction: 'challenge' } });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS);

    const { challenge, ...query } = params;
    const relayed = await client.payments.payoneer.handlePayoneerChallengeCallback({
      params: { id: challenge ?? '' },
      query: { type: query.type ?? '', session_id: query.session_id ?? '', response_path: query.response_path ?? '' },
    });
    await expectContract(contract.payments.payoneer.handlePayoneerChallengeCallback, relayed);
    expect(relayed.body).toMatchObject({ status: 'paid', nextAction: 'none', challengeUrl: null });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 100_000);

    // Relayed twice (a reload of the callback page): refused, no second credit.
    const again = await client.payments.payoneer.handlePayoneerChallengeCallback({
      params: { id },
      query: { type: 'otp', session_id: 'pses_again', response_path: '/again' },
    });
    expect(again.status).toBe(422);
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 100_000);
  });
});

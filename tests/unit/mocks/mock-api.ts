import { contract, IDEMPOTENCY_KEY_HEADER, type IdempotentHeaders } from '@contract';
import { createMockServer, type MockServer, type MockServerOptions } from '@mocks/node';
import { scenarioCatalogue } from '@scenarios/index';
import { initClient, type AppRoute } from '@ts-rest/core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createApiFetcher } from '@/lib/api-fetcher';
import { findContractViolation } from '@/lib/response-validation';

export const ORIGIN = 'http://localhost';

/**
 * For a test or hook that seeds the partner scenario: its 2,000 members take seconds, and twice that
 * took over a minute on a busy 2-core machine (issue 43). Like vitest.config.ts's limit, it only ends a hung test.
 */
export const SEED_TIMEOUT_MS = 600_000;
export const UPLOAD_HOST = 'https://upload.mock.test';

/** What the fetcher reads on every call, like the app's storage. */
export interface TestSession {
  token: string | null;
  locale: string;
}

export interface TestApi {
  mock: MockServer;
  client: ReturnType<typeof createTestClient>;
  session: TestSession;
}

/** A contract client like the app's: the same fetcher, uploads sent to the upload host. */
export const createTestClient = (session: TestSession) =>
  initClient(contract, {
    baseUrl: ORIGIN,
    api: createApiFetcher({
      uploadBaseUrl: UPLOAD_HOST,
      timezone: 'Asia/Ho_Chi_Minh',
      validateResponses: false,
      readToken: () => session.token,
      readLocale: () => session.locale,
      clearSession: () => {
        session.token = null;
      },
      onSessionEvent: () => undefined,
    }),
  });

/**
 * One mock server per test file (unhandled requests are errors); before each
 * test the db is reseeded, the clock rewound and the stored token cleared.
 */
export const useMockApi = async (options: Omit<MockServerOptions, 'catalogue'> = {}): Promise<TestApi> => {
  const mock = await createMockServer({ catalogue: scenarioCatalogue, ...options });
  const session: TestApi['session'] = { token: null, locale: 'en' };
  const api: TestApi = { mock, client: createTestClient(session), session };
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await mock.reset();
    session.token = null;
    session.locale = 'en';
  });
  afterEach(() => mock.server.resetHandlers());
  afterAll(() => mock.server.close());
  return api;
};

/** The answer fits the contract's schema for its status (and the status is declared). */
export const expectContract = async (route: AppRoute, response: { status: number; body: unknown }) => {
  expect(await findContractViolation(route, response.status, response.body)).toBeNull();
};

/** A new Idempotency-Key header for a money route, as the app sends one per user action. */
export const freshKey = (): IdempotentHeaders => ({ [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() });

export const errorOf = (code: string) => expect.objectContaining({ code, messageCode: code });

/**
 * A card the signed-in seller set up: a setup intent, then the payment method id the card form
 * makes from it (`pm_card_visa` → `pm_card_visa_seti_…`), as Stripe attaches a card to the intent.
 */
export const setUpCard = async (client: TestApi['client'], testId: string): Promise<string> => {
  const intent = await client.payments.stripe.createSetupIntent();
  if (intent.status !== 201) throw new Error(`createSetupIntent answered ${intent.status}`);
  return `${testId}_${intent.body.setupIntentId}`;
};

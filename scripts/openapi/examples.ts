import { createHash } from 'node:crypto';
import { contract, IDEMPOTENCY_KEY_HEADER, listRoutes, routeMetaOf, routeSignature } from '@contract';
import type { AppRoute } from '@ts-rest/core';
import { getResponse } from 'msw';
import { z } from 'zod';
import { TIMEZONE_HEADER } from '@/lib/api-fetcher';
import { createMockServer, MOCK_SERVER_START, type MockServer } from '@mocks/node';
import { scenarioCatalogue } from '@scenarios/index';
import { listOperations } from './document';
import { generateContractOpenApi, TIMEZONE_EXAMPLE, type OpenApiDocument } from './generate';

/** The richest scenario: a signed-in seller with data on every page. */
const EXAMPLE_SCENARIO = 'verified-seller';
const EXAMPLE_ORIGIN = 'https://dashboard.example.com';
const EXAMPLE_LANG = 'en';
const EXAMPLE_IDEMPOTENCY_KEY = '5f0c6a0e-3c1f-4b7a-9d2e-8a4b1c6d7e90';

const EXAMPLES_NOTE = [
  '## Examples',
  `The examples are answers of the mock backend in its \`${EXAMPLE_SCENARIO}\` scenario (a verified seller with data on every page), its clock at ${MOCK_SERVER_START}.`,
].join('\n\n');

interface ExampleCall {
  /** Dotted contract key, e.g. "users.getMe": a route without path parameters. */
  key: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** The calls whose answers (and, for a write, whose body) the document shows, made in this order. */
const EXAMPLE_CALLS: readonly ExampleCall[] = [
  { key: 'configuration.getConfiguration' },
  { key: 'users.getMe' },
  { key: 'notifications.listNotifications', query: { limit: '2' } },
  { key: 'transactions.listTransactions', query: { limit: '3' } },
  { key: 'transactions.listUsedPaymentMethods' },
  { key: 'adAccounts.listAdAccounts', query: { limit: '2' } },
  { key: 'businessCentres.listBusinessCentres' },
  { key: 'payments.stripe.listCards' },
  { key: 'payments.payfast.requestPayfastPayment', body: { amount: 10_000 } },
  { key: 'plans.listPlans' },
  { key: 'plans.listValidPrices' },
  { key: 'plans.getMySubscription' },
  { key: 'pixels.listPixels', query: { limit: '2' } },
  { key: 'referrals.getReferralRewards', query: { limit: '2' } },
];

export interface RecordedExample {
  route: AppRoute;
  status: number;
  /** The body as sent, when the call has one. */
  requestBody?: unknown;
  responseBody: unknown;
}

const routesByKey = new Map(listRoutes(contract).map(({ key, route }) => [key, route]));

const routeOf = (key: string): AppRoute => {
  const route = routesByKey.get(key);
  if (!route) throw new Error(`Example for ${key}: the contract has no such route`);
  return route;
};

/**
 * The mock names what it creates with `crypto.randomUUID`; while examples are recorded, the ids are
 * drawn from a counter, so the document is the same on every run.
 */
const withCountedIds = async <T>(record: () => Promise<T>): Promise<T> => {
  const { randomUUID } = crypto;
  let count = 0;
  crypto.randomUUID = () => {
    const hex = createHash('sha256')
      .update(`openapi-example-${(count += 1)}`)
      .digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}` as const;
  };
  try {
    return await record();
  } finally {
    crypto.randomUUID = randomUUID;
  }
};

const requestOf = (call: ExampleCall, route: AppRoute, token: string): Request => {
  const meta = routeMetaOf(route);
  if (route.path.includes(':')) throw new Error(`Example for ${call.key}: its path takes parameters`);
  const url = new URL(route.path, EXAMPLE_ORIGIN);
  for (const [name, value] of Object.entries({ ...call.query, lang: EXAMPLE_LANG })) url.searchParams.set(name, value);
  const headers = new Headers({ Accept: 'application/json', [TIMEZONE_HEADER]: TIMEZONE_EXAMPLE });
  if (meta?.access !== 'public') headers.set('Authorization', `Bearer ${token}`);
  if (meta?.idempotent === true) headers.set(IDEMPOTENCY_KEY_HEADER, EXAMPLE_IDEMPOTENCY_KEY);
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  return new Request(url, {
    method: route.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
};

const zodSchemaOf = (route: AppRoute, status: number): z.ZodType | null => {
  const declared: unknown = route.responses[status];
  return declared instanceof z.ZodType ? declared : null;
};

/** A call's answer, refused unless it is a success the contract declares and its schema accepts. */
const recordCall = async (mock: MockServer, token: string, call: ExampleCall): Promise<RecordedExample> => {
  const route = routeOf(call.key);
  const bodySchema = 'body' in route && route.body instanceof z.ZodType ? route.body : null;
  if (call.body !== undefined && !bodySchema?.safeParse(call.body).success) {
    throw new Error(`Example for ${call.key}: its request body does not match the contract`);
  }
  const response = await getResponse(mock.handlers, requestOf(call, route, token));
  if (!response) throw new Error(`Example for ${call.key}: the mock backend has no handler for it`);
  const text = await response.text();
  const schema = zodSchemaOf(route, response.status);
  if (response.status >= 300 || !schema) {
    throw new Error(`Example for ${call.key}: the mock answered ${response.status} ${text.slice(0, 200)}`);
  }
  const responseBody: unknown = JSON.parse(text);
  const parsed = schema.safeParse(responseBody);
  if (!parsed.success) {
    throw new Error(`Example for ${call.key}: the answer breaks the contract: ${z.prettifyError(parsed.error)}`);
  }
  return {
    route,
    status: response.status,
    responseBody,
    ...(call.body === undefined ? {} : { requestBody: call.body }),
  };
};

/** The answers of the example calls, from the mock backend seeded with the example scenario, clock at its fixed start. */
export const recordExamples = async (): Promise<RecordedExample[]> =>
  withCountedIds(async () => {
    const mock = await createMockServer({ catalogue: scenarioCatalogue, scenario: EXAMPLE_SCENARIO });
    const token = await mock.signIn();
    const recorded: RecordedExample[] = [];
    // One after another: a write's answer depends on what came before it.
    for (const call of EXAMPLE_CALLS) recorded.push(await recordCall(mock, token, call));
    return recorded;
  });

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonMediaOf = (parent: unknown, where: string): JsonObject => {
  const media = isObject(parent) && isObject(parent.content) ? parent.content['application/json'] : undefined;
  if (!isObject(media)) throw new Error(`${where} has no application/json content for an example`);
  return media;
};

/** The document with each recorded answer (and request body) as the example of its operation. */
export const withExamples = (document: OpenApiDocument, recorded: readonly RecordedExample[]): OpenApiDocument => {
  const copy = structuredClone(document);
  const operations = new Map(listOperations(copy).map(({ signature, operation }) => [signature, operation]));
  for (const { route, status, requestBody, responseBody } of recorded) {
    const signature = routeSignature(route);
    const operation = operations.get(signature);
    if (!operation) throw new Error(`${signature} is not in the document`);
    jsonMediaOf(operation.responses[status], `${signature} ${status}`).example = responseBody;
    if (requestBody !== undefined) jsonMediaOf(operation.requestBody, `${signature} request`).example = requestBody;
  }
  const description = [copy.info.description, EXAMPLES_NOTE].filter(Boolean).join('\n\n');
  return { ...copy, info: { ...copy.info, description } };
};

/** The contract's document with the recorded answers: what `npm run openapi` prints and the reference shows. */
export const documentWithExamples = async (): Promise<OpenApiDocument> =>
  withExamples(generateContractOpenApi(), await recordExamples());

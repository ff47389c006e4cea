import {
  canonicalJson,
  contract,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyKeySchema,
  IdempotentHeadersSchema,
  listRoutes,
  routeMetaOf,
  routeSignature,
} from '@contract';
import { describe, expect, it } from 'vitest';
import { dereference } from '../../scripts/openapi/document';
import { generateContractOpenApi } from '../../scripts/openapi/generate';

/** Every route that moves money (or opens what will), by contract key. */
const MONEY_ROUTES = [
  'tickets.createTicket',
  'tickets.createAutoTicket',
  'transactions.requestRefund',
  'adAccounts.updateAutoTopUp',
  'adAccounts.transferAdAccountBalance',
  'payments.stripe.initCardVerification',
  'payments.stripe.activateCard',
  'payments.stripe.fulfillCardPayment',
  'payments.stripe.requestCardPayment',
  'payments.token.requestTokenPayment',
  'payments.token.fulfillTokenPayment',
  'payments.token.requestAutoTokenPayment',
  'payments.airwallex.requestAirwallexPayment',
  'payments.tazapay.requestTazapayPayment',
  'payments.lianlian.requestLianlianPayment',
  'payments.vietqr.requestVietqrPayment',
  'payments.payfast.requestPayfastPayment',
  'payments.bankRedirect.requestBankRedirectPayment',
  'payments.payoneer.requestPayoneerPayment',
  'payments.payoneer.confirmPayoneerPayment',
  'plans.subscribePlan',
  'giftCodes.redeemGiftCode',
  // A partner's new code is a benefit members turn into money (docs/decisions/partner-view.md).
  'giftCodes.createPartnerGiftCode',
];

const routes = listRoutes(contract);
const marked = routes.filter(({ route }) => routeMetaOf(route)?.idempotent === true);

describe('the idempotent mark', () => {
  it('is on exactly the routes that move money, each a signed-in route declaring the key header', () => {
    expect(marked.map(({ key }) => key).sort()).toEqual([...MONEY_ROUTES].sort());
    for (const { route } of marked) {
      expect(route.headers).toBe(IdempotentHeadersSchema);
      // Signed in: a seller's route, or a partner's (a partner's new gift code).
      expect(['user', 'partner']).toContain(routeMetaOf(route)?.access);
    }
    const declaredElsewhere = routes.filter(
      ({ route }) => route.headers === IdempotentHeadersSchema && routeMetaOf(route)?.idempotent !== true,
    );
    expect(declaredElsewhere).toEqual([]);
  });

  it('comes with what the route does with money, and only there', () => {
    for (const { key, route } of routes) {
      const meta = routeMetaOf(route);
      expect(meta?.moneyAction !== undefined, key).toBe(meta?.idempotent === true);
    }
  });
});

describe('IdempotencyKeySchema', () => {
  it('takes a UUID v4 and 16–255 visible ASCII characters, nothing else', () => {
    expect(IdempotencyKeySchema.safeParse(crypto.randomUUID()).success).toBe(true);
    expect(IdempotencyKeySchema.safeParse('a'.repeat(16)).success).toBe(true);
    expect(IdempotencyKeySchema.safeParse('~'.repeat(255)).success).toBe(true);
    for (const refused of [
      '',
      'a'.repeat(15),
      'a'.repeat(256),
      'with a space inside',
      'khóa-thanh-toán-123',
      'tab\there-1234567',
    ]) {
      expect(IdempotencyKeySchema.safeParse(refused).success, refused).toBe(false);
    }
  });
});

describe('canonicalJson', () => {
  it('ignores key order at every level and fields left undefined, and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});

describe('the OpenAPI document', () => {
  const document = generateContractOpenApi();
  const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
  interface Parameter {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
  }
  interface Operation {
    // The key is one parameter of the document's components, each money route refers to it.
    parameters?: Array<Parameter | { $ref: string }>;
    responses?: Record<string, { headers?: Record<string, { description?: string }> }>;
  }
  const operations = new Map<string, Operation>(
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      HTTP_METHODS.flatMap((method) => {
        const operation: Operation | undefined = item[method];
        return operation ? [[`${method.toUpperCase()} ${path}`, operation] as const] : [];
      }),
    ),
  );
  const keyParameter = (operation: Operation | undefined) =>
    operation?.parameters
      ?.map((parameter) => dereference(document, parameter) as Parameter)
      .find((parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_KEY_HEADER);

  it('asks every money route for the key as a required, described header and documents the replay header', () => {
    for (const { key, route } of marked) {
      const operation = operations.get(routeSignature(route));
      expect(keyParameter(operation), key).toMatchObject({ required: true, description: expect.stringMatching(/\S/) });
      const successes = Object.entries(operation?.responses ?? {}).filter(([status]) => status.startsWith('2'));
      expect(successes.length, key).toBeGreaterThan(0);
      for (const [status, response] of successes) {
        expect(response.headers?.[IDEMPOTENT_REPLAYED_HEADER], `${key} ${status}`).toMatchObject({
          description: expect.stringMatching(/\S/),
        });
      }
    }
  });

  it('asks no other route for a key', () => {
    const others = routes.filter(({ route }) => routeMetaOf(route)?.idempotent !== true);
    expect(
      others.filter(({ route }) => keyParameter(operations.get(routeSignature(route)))).map(({ key }) => key),
    ).toEqual([]);
  });
});

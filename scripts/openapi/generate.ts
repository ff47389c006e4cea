import { STATUS_CODES } from 'node:http';
import {
  type commonErrorResponses,
  contract,
  DEFAULT_LOCALE,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IdempotencyKeySchema,
  listRoutes,
  LocaleSchema,
  routeMetaOf,
  type Contract,
} from '@contract';
import { generateOpenApi } from '@ts-rest/open-api';
import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { TIMEZONE_HEADER } from '@/lib/api-fetcher';
import { buildSchemaComponents, SCHEMA_DIALECT, type JsonSchema, type SchemaComponents } from './components';
import { contractSchemaNames } from './named-schemas';

export type OpenApiDocument = ReturnType<typeof generateOpenApi>;
type GenerateOptions = NonNullable<Parameters<typeof generateOpenApi>[2]>;
type OperationMapper = NonNullable<GenerateOptions['operationMapper']>;
export type Operation = Parameters<OperationMapper>[0];
type Components = NonNullable<OpenApiDocument['components']>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const BEARER_SCHEME = 'bearerAuth';
/** The dashboard's default time zone: the example of its header, and what the examples are recorded with. */
export const TIMEZONE_EXAMPLE = 'Asia/Ho_Chi_Minh';
export const LANG_PARAMETER = 'Lang';
export const TIMEZONE_PARAMETER = 'Timezone';
export const IDEMPOTENCY_KEY_PARAMETER = 'IdempotencyKey';

export const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** One tag per domain of the contract, in the contract's order (the reference's menu). */
const DOMAIN_TAGS: Record<keyof Contract, { name: string; description: string }> = {
  users: {
    name: 'Users',
    description: "Sign-in, registration, e-mail verification, passwords and the signed-in user's profile.",
  },
  configuration: {
    name: 'Configuration',
    description: 'Settings the dashboard reads when it starts, and the lists its forms offer.',
  },
  notifications: { name: 'Notifications', description: "The signed-in user's notifications." },
  uploads: {
    name: 'Uploads',
    description:
      "Images and product videos. They go to the upload host (the dashboard's VITE_UPLOAD_BASE_URL), or to the same origin when it has none.",
  },
  tickets: {
    name: 'Tickets',
    description: 'Support and setup-cost tickets, and the business verification.',
  },
  transactions: {
    name: 'Wallet transactions',
    description: "The wallet's ledger: its history, refunds, invoices and the payment methods used.",
  },
  adAccounts: {
    name: 'Ad accounts',
    description: 'Ad accounts: the list, new requests, transfers from the wallet and automatic top-up.',
  },
  businessCentres: { name: 'Business centres', description: "The business centres the user's ad accounts are in." },
  shopify: { name: 'Shopify', description: 'Connecting a Shopify store and its theme extension.' },
  payments: {
    name: 'Payments',
    description:
      'Wallet top-ups, one group of calls per provider (Stripe cards, USDT, Airwallex, Tazapay, LianLian, local banks, VietQR, PayFast, iDEAL and Bancontact, Payoneer), and saved cards.',
  },
  plans: { name: 'Plans', description: "Subscription plans, the user's subscription and its invoices." },
  productLinks: { name: 'Product links', description: "The seller's product profile and its videos." },
  referrals: { name: 'Referrals', description: 'Referral clicks and the rewards they earn.' },
  partnership: {
    name: 'Partnership',
    description:
      "The partner view (members, their ad accounts and product links, statistics, the embed form) and a seller's requests to join.",
  },
  giftCodes: { name: 'Gift codes', description: 'Redeeming gift codes, and the codes a partner issues to members.' },
  pixels: { name: 'Pixels', description: 'Tracking pixels and the stores they are attached to.' },
  idempotency: {
    name: 'Idempotency',
    description:
      'What became of a money request whose answer never arrived, looked up by its Idempotency-Key without sending it again.',
  },
};

const isDomain = (segment: string | undefined): segment is keyof Contract =>
  segment !== undefined && segment in DOMAIN_TAGS;

/** The error answers every route shares (`commonErrorResponses`), declared once and referred to. */
const ERROR_RESPONSES: Record<keyof typeof commonErrorResponses, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The request breaks the contract (error.validation, with `issues` per field), or a value is refused as such (error.amount_invalid, error.invalid_url …).',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid session: the bearer token is missing, expired or revoked (error.unauthorized); on sign-in, wrong credentials (error.invalid_credentials). The dashboard signs out when it had sent a token.',
  },
  403: {
    name: 'Forbidden',
    description:
      'The account may not do this: it is blocked (error.user_was_blocked, the dashboard shows its block page), or the route is for partners only (error.forbidden).',
  },
  404: { name: 'NotFound', description: 'No such record for this account (error.not_found).' },
  409: {
    name: 'Conflict',
    description:
      'The request conflicts with something under way or already there (error.payment_in_progress, error.ticket_in_process, error.email_already_registered …).',
  },
  422: {
    name: 'RefusedByRule',
    description:
      'A business rule refuses the request; `code` names it (error.insufficient_balance, error.idempotency_key_reused …).',
  },
  413: {
    name: 'PayloadTooLarge',
    description:
      "The body is over the web server's limit for the route (error.payload_too_large): 1 MB for JSON, the file limit plus 64 KB on the upload routes.",
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts (error.too_many_login_failures …); `retryAfterSeconds` says when to try again.',
  },
  500: { name: 'ServerError', description: 'The server failed (error.internal, error.service_error).' },
  503: {
    name: 'Maintenance',
    description:
      'The service is under maintenance (error.we_are_maintaining): the dashboard shows its maintenance page.',
  },
};

const isErrorStatus = (status: string): status is `${keyof typeof ERROR_RESPONSES}` => status in ERROR_RESPONSES;

const REPLAYED_HEADER = {
  description:
    'Present on an answer replayed from an earlier request with the same Idempotency-Key: nothing was done again.',
  schema: { type: 'string', enum: ['true'] },
};

/** The reference's first page; Redoc lists its headings in the menu. */
const INTRODUCTION = [
  "Every call the dashboard makes, generated from its contract: the zod schemas that also check the dashboard's answers and the mock backend's.",
  '## Calls',
  "Every call goes to the dashboard's own origin (uploads: to the upload host), sends and answers JSON, and carries the `lang` query parameter and the `X-Timezone` header.",
  '## Authentication',
  'A signed-in call carries `Authorization: Bearer <token>`, with the token a sign-in answers. Partner routes also need an active partnership.',
  '## Money',
  `Amounts are integer USD cents. A call that moves money takes an \`${IDEMPOTENCY_KEY_HEADER}\` header: the same request with the same key within ${IDEMPOTENCY_KEY_TTL_HOURS} hours gets the first answer again, marked \`${IDEMPOTENT_REPLAYED_HEADER}: true\`, and moves nothing.`,
  '## Errors',
  'Every error answer has one body (`ErrorBody`): `code`, `messageCode`, `message` in the requested language, and `issues` on a 400.',
].join('\n\n');

const PARTNER_ONLY = 'Partner accounts only (an active partnership); any other account gets 403.';

/** Every zod schema a route declares: bodies, parameters and responses. */
const routeSchemas = (routes: readonly AppRoute[]): z.ZodType[] =>
  routes.flatMap((route) => {
    const body = 'body' in route ? route.body : undefined;
    const responses = Object.values(route.responses).map((response) =>
      isRecord(response) && 'contentType' in response ? response.body : response,
    );
    return [body, route.query, route.pathParams, route.headers, ...responses].filter(
      (schema): schema is z.ZodType => schema instanceof z.ZodType,
    );
  });

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: SCHEMA_DIALECT, io: 'input' });
  return json;
};

/** The parameters every call of the dashboard carries, and the key of a money route. */
const sharedParameters = (components: SchemaComponents): NonNullable<Components['parameters']> => ({
  [LANG_PARAMETER]: {
    name: 'lang',
    in: 'query',
    required: false,
    description:
      'Language of the texts in the answer (error messages, texts the server writes). The dashboard sends its stored locale on every call.',
    schema: jsonSchemaOf(LocaleSchema.default(DEFAULT_LOCALE)),
  },
  [TIMEZONE_PARAMETER]: {
    name: TIMEZONE_HEADER,
    in: 'header',
    required: false,
    description:
      "IANA time zone the dashboard runs in (its VITE_TIMEZONE), sent on every call: the server reads calendar days in it (date filters and presets, daily series). Missing or unknown: the server's own default.",
    schema: { type: 'string', example: TIMEZONE_EXAMPLE },
  },
  [IDEMPOTENCY_KEY_PARAMETER]: {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: true,
    description: IdempotencyKeySchema.description,
    schema: components.request(IdempotencyKeySchema),
  },
});

const isIdempotencyKeyParameter = (parameter: unknown): boolean =>
  isRecord(parameter) && parameter.in === 'header' && parameter.name === IDEMPOTENCY_KEY_HEADER;

/** Shared parameters by reference: the Idempotency-Key of a money route, then lang and the timezone of every call. */
const withSharedParameters = (operation: Operation, route: AppRoute, key: string): Operation['parameters'] => {
  const meta = routeMetaOf(route);
  const own = operation.parameters ?? [];
  if (meta?.idempotent === true && !own.some(isIdempotencyKeyParameter)) {
    throw new Error(`${key} moves money but declares no ${IDEMPOTENCY_KEY_HEADER} header`);
  }
  const parameters = own.map((parameter) =>
    isIdempotencyKeyParameter(parameter) ? parameterRef(IDEMPOTENCY_KEY_PARAMETER) : parameter,
  );
  // A browser navigation (social sign-in) is a plain link: the fetcher adds neither.
  if (meta?.browserRedirect === true) return parameters;
  return [...parameters, parameterRef(LANG_PARAMETER), parameterRef(TIMEZONE_PARAMETER)];
};

const statusDescription = (route: AppRoute, status: string): string => {
  const declared: unknown = route.responses[Number(status)];
  const schema = isRecord(declared) && 'contentType' in declared ? declared.body : declared;
  return (schema instanceof z.ZodType ? schema.description : undefined) ?? STATUS_CODES[status] ?? status;
};

/**
 * Shared error answers by reference, a success described by its schema, and on a money route
 * (metadata `idempotent`) the `Idempotent-Replayed` header that marks a replayed success.
 */
const withSharedResponses = (operation: Operation, route: AppRoute): Operation['responses'] => {
  const idempotent = routeMetaOf(route)?.idempotent === true;
  const responses = Object.entries(operation.responses).map(([status, response]: [string, unknown]) => {
    if (isErrorStatus(status) && route.responses[Number(status)] === ErrorBodySchema) {
      return [status, responseRef(ERROR_RESPONSES[status].name)];
    }
    if (!isRecord(response)) return [status, response];
    const described = { ...response, description: statusDescription(route, status) };
    if (!idempotent || !/^2\d\d$/.test(status)) return [status, described];
    const headers = isRecord(response.headers) ? response.headers : {};
    return [status, { ...described, headers: { ...headers, [IDEMPOTENT_REPLAYED_HEADER]: REPLAYED_HEADER } }];
  });
  return Object.fromEntries(responses);
};

const documentOperation: OperationMapper = (operation, route) => {
  const key = operation.operationId ?? '';
  const domain = key.split('.')[0];
  if (!isDomain(domain)) throw new Error(`${key}: the domain ${domain ?? '(none)'} has no tag in generate.ts`);
  const meta = routeMetaOf(route);
  if (!meta) throw new Error(`${key} has no route metadata`);
  const { requestBody } = operation;
  return {
    ...operation,
    tags: [DOMAIN_TAGS[domain].name],
    description:
      [operation.description, meta.access === 'partner' ? PARTNER_ONLY : undefined].filter(Boolean).join('\n\n') ||
      undefined,
    parameters: withSharedParameters(operation, route, key),
    ...(requestBody && 'content' in requestBody
      ? { requestBody: { required: true, content: requestBody.content } }
      : {}),
    responses: withSharedResponses(operation, route),
    // A public operation says so: no requirement at all, which generators and linters read as "no token".
    security: meta.access === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
  };
};

/**
 * The OpenAPI 3.1 document of the whole contract: each named zod schema is one component,
 * the parameters and error answers every call shares are declared once, and the routes that
 * need a session say so. (@ts-rest/open-api alone emits empty schemas for zod 4, so every
 * schema goes through zod's own converter.)
 */
export const generateContractOpenApi = (): OpenApiDocument => {
  const routes = listRoutes(contract).map(({ route }) => route);
  const components = buildSchemaComponents(contractSchemaNames, routeSchemas(routes));
  const document = generateOpenApi(
    contract,
    {
      info: { title: 'Agency dashboard API', version: '1.0.0', description: INTRODUCTION },
      servers: [
        {
          url: '/',
          description: "The dashboard's own origin: every call goes there, except uploads (see Uploads)",
        },
      ],
      tags: Object.values(DOMAIN_TAGS),
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: documentOperation,
      schemaTransformer: ({ schema, type }) => {
        if (!(schema instanceof z.ZodType)) return null;
        if (type === 'response') return components.response(schema);
        return type === 'body' ? components.request(schema) : components.parameters(schema);
      },
    },
  );
  const shared: Components = {
    parameters: sharedParameters(components),
    responses: Object.fromEntries(
      Object.values(ERROR_RESPONSES).map(({ name, description }) => [
        name,
        { description, content: { 'application/json': { schema: components.response(ErrorBodySchema) } } },
      ]),
    ),
    securitySchemes: {
      [BEARER_SCHEME]: {
        type: 'http',
        scheme: 'bearer',
        description:
          'The session token a sign-in answers with, sent as `Authorization: Bearer <token>` on every call of a signed-in user or partner.',
      },
    },
  };
  const resolved = components.resolve({ paths: document.paths, shared });
  return {
    ...document,
    openapi: '3.1.0',
    paths: resolved.document.paths,
    components: { schemas: resolved.schemas, ...resolved.document.shared },
  };
};

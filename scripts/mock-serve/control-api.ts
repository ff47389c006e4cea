import { contract, listRoutes } from '@contract';
import { mockControlContract } from '@contract/mock-control/mock-control.contract';
import { advanceMillisecondsOf, type MockClockState } from '@contract/mock-control/mock-control.schema';
import { isStandardSchema, type AppRoute, type ServerInferResponseBody } from '@ts-rest/core';
import type { Effect } from 'effect';
import { http, type HttpHandler } from 'msw';
import type { PacedClock } from '@mocks/clock';
import { adminDecisionRule, listPendingItems } from '@mocks/control/admin';
import { advanceClockAndSettle } from '@mocks/control/advance-clock';
import type { FaultRegistry } from '@mocks/control/faults';
import type { RequestLog } from '@mocks/control/request-log';
import { DUE_WORK_SETTINGS } from '@mocks/control/due-work';
import { errorBody, InvalidFields, mockError, MockError, toMockError, type DomainError } from '@mocks/errors';
import { requestLang, SUCCESS } from '@mocks/http';
import { formatPath, parseQuery, parseRequest, readBody, type ParsedRequest } from '@mocks/http/request';
import type { MockServer } from '@mocks/node';
import { runRule } from '@mocks/rules/effect-runtime';
import { settlePayment } from '@mocks/rules/payments';
import { findScenario, type Scenario, type ScenarioCatalogue } from '@mocks/scenario';
import { unknownScenarioText } from './scenario-choice';

/*
 * `mock:serve`'s control API (contract/mock-control/): the scenario panel's actions over HTTP, run
 * on the runtime the product's handlers answer from, with the same rules. It has no authentication:
 * like the rest of mock:serve it listens on 127.0.0.1 only.
 */

export interface ControlParts {
  mock: MockServer;
  /** The same clock as `mock.clock`, with its offset. */
  clock: PacedClock;
  /** Whether the clock moves on with real time. */
  ticking: boolean;
  catalogue: ScenarioCatalogue;
  faults: FaultRegistry;
  requestLog: RequestLog;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

const errorResponse = (error: MockError, request: Request): Response =>
  new Response(JSON.stringify(errorBody(error, requestLang(request))), {
    status: error.status,
    headers: JSON_HEADERS,
  });

type SuccessBody<R extends AppRoute> = ServerInferResponseBody<R, 200>;

/** The answer, checked against the route's 200 schema: a control API that breaks its own contract is a bug. */
const okResponse = async (route: AppRoute, body: unknown): Promise<Response> => {
  const schema = route.responses[200];
  if (!isStandardSchema(schema)) throw new Error(`${route.method} ${route.path} declares no 200 schema`);
  const result = await schema['~standard'].validate(body);
  if (result.issues) {
    const issues = result.issues.map((issue) => `${formatPath('body', issue.path)}: ${issue.message}`).join('; ');
    throw new Error(`${route.method} ${route.path} answer breaks the control contract: ${issues}`);
  }
  return new Response(JSON.stringify(result.value), { status: 200, headers: JSON_HEADERS });
};

const METHOD_HANDLERS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** One control route: the request parsed with its schemas (400 with the error body when it does not fit). */
const bindRoute = <R extends AppRoute>(
  route: R,
  resolve: (parsed: ParsedRequest<R>) => SuccessBody<R> | Promise<SuccessBody<R>>,
): HttpHandler =>
  METHOD_HANDLERS[route.method](`*${route.path}`, async ({ request, params }) => {
    try {
      const parsed = await parseRequest(route, {
        params,
        query: parseQuery(new URL(request.url).searchParams),
        body: await readBody(route, request),
        headers: Object.fromEntries(request.headers),
      });
      if (!parsed.ok) throw toMockError(new InvalidFields({ issues: parsed.issues }));
      return await okResponse(route, await resolve(parsed.value));
    } catch (error) {
      if (error instanceof MockError) return errorResponse(error, request);
      console.error(`[mock:serve] ${route.method} ${route.path} failed`, error);
      return errorResponse(mockError('error.internal', 500), request);
    }
  });

const PRODUCT_ROUTES = listRoutes(contract).map(({ key, route }) => ({ key, method: route.method, path: route.path }));

const describeScenario = ({ id, name, description, credentials }: Scenario) => ({ id, name, description, credentials });

export const createControlHandlers = (parts: ControlParts): HttpHandler[] => {
  const { mock, clock, faults } = parts;
  const routes = mockControlContract;
  const clockState = (): MockClockState => ({
    now: new Date(clock.now()).toISOString(),
    offsetMs: clock.offsetMs,
    ticking: parts.ticking,
  });
  const runAsAdmin = <A>(rule: Effect.Effect<A, DomainError>): Promise<A> => runRule(rule, { clock });
  const clearAllFaults = (): void => {
    for (const fault of faults.list()) faults.clear(fault.routeKey);
  };

  return [
    bindRoute(routes.getClock, clockState),
    bindRoute(routes.advanceClock, async ({ body }) => {
      const milliseconds = advanceMillisecondsOf(body);
      const report = await advanceClockAndSettle(mock.db, clock, (ms) => clock.advance(ms), milliseconds);
      return { clock: clockState(), report };
    }),
    bindRoute(routes.listPendingItems, () => listPendingItems(mock.db)),
    bindRoute(routes.decide, async ({ body }) => {
      await runAsAdmin(adminDecisionRule(mock.db, body, DUE_WORK_SETTINGS));
      return SUCCESS;
    }),
    bindRoute(routes.settleCheckout, async ({ params, body }) => ({
      transaction: await runAsAdmin(settlePayment(mock.db, params.transactionId, body.outcome)),
    })),
    bindRoute(routes.listRoutes, () => PRODUCT_ROUTES),
    bindRoute(routes.listFaults, () => faults.list()),
    bindRoute(routes.setFault, ({ params, body }) => {
      faults.set({ routeKey: params.routeKey, ...body });
      return faults.list();
    }),
    bindRoute(routes.clearFault, ({ params }) => {
      faults.clear(params.routeKey);
      return faults.list();
    }),
    bindRoute(routes.clearFaults, () => {
      clearAllFaults();
      return faults.list();
    }),
    bindRoute(routes.listScenarios, () => ({
      current: mock.scenario.id,
      scenarios: parts.catalogue.scenarios.map(describeScenario),
    })),
    bindRoute(routes.reset, async ({ body }) => {
      const requested = body?.scenario;
      if (requested !== undefined && !findScenario(parts.catalogue, requested)) {
        const message = unknownScenarioText(requested, parts.catalogue);
        throw toMockError(new InvalidFields({ issues: [{ path: 'body.scenario', message }] }));
      }
      // As freshly started: the scenario's seed, the clock at its start, no faults. The request log
      // keeps counting, so a tool can read what came after a sequence number.
      await mock.reset(requested ?? mock.scenario.id);
      clearAllFaults();
      return { scenario: describeScenario(mock.scenario), clock: clockState() };
    }),
    bindRoute(routes.listRequests, () => parts.requestLog.entries()),
  ];
};

import { contract, listRoutes, routeMetaOf } from '@contract';
import { contractHandlers } from '@mocks/handlers';
import { createMockServer } from '@mocks/node';
import { scenarioCatalogue } from '@scenarios/index';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, SEED_TIMEOUT_MS } from '../unit/mocks/mock-api';
import { CALL_PLAN, createCallContext, type RouteCall } from './every-route-calls';
import type { TestSession } from '../unit/mocks/mock-api';

/**
 * Calls every route of the contract once against the mock backend, in the scenario that
 * represents it (see CALL_PLAN), and checks the answer is a success the route declares,
 * with a body its schema accepts. The scenario groups and the calls inside each run in
 * the order written: later calls use ids that earlier ones of the same group remembered,
 * so run the file whole.
 */

const routesByKey = new Map(listRoutes(contract).map(({ key, route }) => [key, route]));
const plannedKeys = CALL_PLAN.flatMap((group) => Object.keys(group.calls));

/** A 2xx, or the redirect of a route the browser navigates to. */
const isSuccess = (route: AppRoute, status: number): boolean =>
  (status >= 200 && status < 300) || (routeMetaOf(route)?.browserRedirect === true && status >= 300 && status < 400);

// One server for the file; each scenario group reseeds it once (the partner seed takes about a second).
const mock = await createMockServer({ catalogue: scenarioCatalogue, scenario: CALL_PLAN[0].scenario });
const session: TestSession = { token: null, locale: 'en' };
const ctx = createCallContext(mock, session);

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

describe('the every-route table', () => {
  it('has exactly one call for each route of the contract, and none for a route the contract lacks', () => {
    const missing = [...routesByKey.keys()].filter((key) => !plannedKeys.includes(key));
    const unknown = plannedKeys.filter((key) => !routesByKey.has(key));
    const twice = plannedKeys.filter((key, index) => plannedKeys.indexOf(key) !== index);
    expect({ missing, unknown, twice }).toEqual({ missing: [], unknown: [], twice: [] });
    expect(plannedKeys).toHaveLength(routesByKey.size);
  });

  it('finds a mock handler for each route of the contract', () => {
    const handled = new Set(contractHandlers.map((handler) => handler.route));
    const withoutHandler = [...routesByKey].filter(([, route]) => !handled.has(route)).map(([key]) => key);
    expect(withoutHandler).toEqual([]);
  });
});

for (const group of CALL_PLAN) {
  describe(`in the ${group.scenario} scenario`, () => {
    beforeAll(async () => {
      await mock.reset(group.scenario);
      ctx.forgetAll();
      session.token = await mock.signIn();
    }, SEED_TIMEOUT_MS);

    const calls: Array<[string, RouteCall]> = Object.entries(group.calls);
    it.each(calls)('%s answers a success the contract declares, with a body its schema accepts', async (key, call) => {
      const route = routesByKey.get(key);
      if (!route) throw new Error(`${key} is not a route of the contract`);

      const response = await call(ctx);

      expect(
        isSuccess(route, response.status),
        `${key} answered ${response.status}: ${JSON.stringify(response.body)}`,
      ).toBe(true);
      await expectContract(route, response);
    });
  });
}

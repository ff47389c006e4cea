import { z } from 'zod';
import { c, meta } from '../common/contract-builder';
import { commonErrorResponses } from '../common/error.schema';
import { SuccessSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { AdminDecisionRequestSchema } from '../demo/demo-control.schema';
import {
  AdvanceClockBodySchema,
  AdvanceClockResultSchema,
  FaultListSchema,
  FaultRouteParamsSchema,
  FaultSettingSchema,
  MockClockStateSchema,
  PendingItemSchema,
  ProductRouteSchema,
  RequestLogEntrySchema,
  ResetBodySchema,
  ResetResultSchema,
  ScenarioListSchema,
  SettleCheckoutBodySchema,
  SettleCheckoutParamsSchema,
} from './mock-control.schema';

/**
 * The one path prefix `mock:serve` keeps for its control API; no product route uses it (a unit test
 * holds the product contract to that).
 */
export const MOCK_CONTROL_PREFIX = '/__mock';

/*
 * `mock:serve`'s control API: what the scenario panel does in the browser demo (move the clock and
 * settle what falls due, admin decisions, faults, reset to a scenario), over HTTP for black-box tests
 * and tools. Not part of the product's `contract` and never imported by `src/`, so no live build
 * carries it. Errors answer the product's error body.
 */
export const mockControlContract = c.router(
  {
    getClock: {
      method: 'GET',
      path: '/clock',
      summary: "The mock's clock: now, and how far the control API moved it",
      responses: { 200: MockClockStateSchema },
      metadata: meta({ access: 'public' }),
    },
    advanceClock: {
      method: 'POST',
      path: '/clock/advance',
      summary: 'Move the clock ahead and settle what fell due, as the scenario panel does',
      body: AdvanceClockBodySchema,
      responses: { 200: AdvanceClockResultSchema },
      metadata: meta({ access: 'public' }),
    },
    listPendingItems: {
      method: 'GET',
      path: '/pending',
      summary: 'What waits for an admin decision, oldest first',
      responses: { 200: z.array(PendingItemSchema) },
      metadata: meta({ access: 'public' }),
    },
    decide: {
      method: 'POST',
      path: '/decisions',
      summary: 'Approve, reject (with a reason) or skip a pending item, as the admin back office would',
      body: AdminDecisionRequestSchema,
      responses: { 200: SuccessSchema },
      metadata: meta({ access: 'public' }),
    },
    settleCheckout: {
      method: 'POST',
      path: '/checkouts/:transactionId/settle',
      summary: 'Pay, fail or cancel the open payment behind a hosted checkout, as its simulated page does',
      pathParams: SettleCheckoutParamsSchema,
      body: SettleCheckoutBodySchema,
      responses: { 200: z.object({ transaction: BalanceTransactionSchema }) },
      metadata: meta({ access: 'public' }),
    },
    listRoutes: {
      method: 'GET',
      path: '/routes',
      summary: 'The product routes a fault can name',
      responses: { 200: z.array(ProductRouteSchema) },
      metadata: meta({ access: 'public' }),
    },
    listFaults: {
      method: 'GET',
      path: '/faults',
      summary: 'The faults in force, by route key',
      responses: { 200: FaultListSchema },
      metadata: meta({ access: 'public' }),
    },
    setFault: {
      method: 'PUT',
      path: '/faults/:routeKey',
      summary:
        'Make a product route answer late, with an error, a 500, a dropped connection, or a lost answer (it runs, then the connection drops); for the next request only with once',
      pathParams: FaultRouteParamsSchema,
      body: FaultSettingSchema,
      responses: { 200: FaultListSchema },
      metadata: meta({ access: 'public' }),
    },
    clearFault: {
      method: 'DELETE',
      path: '/faults/:routeKey',
      summary: 'Let a product route answer normally again',
      pathParams: FaultRouteParamsSchema,
      body: c.noBody(),
      responses: { 200: FaultListSchema },
      metadata: meta({ access: 'public' }),
    },
    clearFaults: {
      method: 'DELETE',
      path: '/faults',
      summary: 'Let every product route answer normally again',
      body: c.noBody(),
      responses: { 200: FaultListSchema },
      metadata: meta({ access: 'public' }),
    },
    listScenarios: {
      method: 'GET',
      path: '/scenarios',
      summary: 'The scenarios a reset can switch to, and the current one',
      responses: { 200: ScenarioListSchema },
      metadata: meta({ access: 'public' }),
    },
    reset: {
      method: 'POST',
      path: '/reset',
      summary: 'Start a scenario (the current one by default) from its seed, the clock back at its start',
      body: ResetBodySchema,
      responses: { 200: ResetResultSchema },
      metadata: meta({ access: 'public' }),
    },
    listRequests: {
      method: 'GET',
      path: '/requests',
      summary: 'The newest product requests the server answered, newest first',
      responses: { 200: z.array(RequestLogEntrySchema) },
      metadata: meta({ access: 'public' }),
    },
  },
  { pathPrefix: MOCK_CONTROL_PREFIX, strictStatusCodes: true, commonResponses: commonErrorResponses },
);

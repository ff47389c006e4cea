import { z } from 'zod';
import { contract } from '../index';
import { listRoutes } from '../common/route-list';
import { IdSchema, IsoDateTimeSchema, NonNegativeMinorUnitsSchema } from '../common/primitives.schema';
import {
  AdminDecisionRequestSchema,
  DEMO_REQUEST_LOG_SIZE,
  DemoScenarioSummarySchema,
  FaultSchema,
} from '../demo/demo-control.schema';
import { SimulatedCheckoutOutcomeSchema } from '../demo/simulated-pages';

/*
 * Not an API route: the bodies of `mock:serve`'s control API (mock-control.contract.ts). The shapes
 * the scenario panel also uses (pending items, the due-work report, the request log, the routes) are
 * defined here once; the panel's types are inferred from them (demo-control.schema.ts), and the
 * control API's answers are checked against them.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** One call moves the clock by at most a year: the due work of a longer jump is a test's mistake, not a plan. */
const MAX_CLOCK_ADVANCE_MS = 366 * DAY_MS;

export const MockClockStateSchema = z.object({
  now: IsoDateTimeSchema,
  offsetMs: z
    .number()
    .int()
    .nonnegative()
    .describe('How far the control API moved the clock ahead since the server started or was reset'),
  ticking: z
    .boolean()
    .describe('Whether the clock also moves on with real time (false: it stands still between moves)'),
});
export type MockClockState = z.infer<typeof MockClockStateSchema>;

const wholeUnits = (unit: string) => z.number().int().nonnegative().optional().describe(`Whole ${unit}`);

const AdvanceClockFieldsSchema = z.strictObject({
  milliseconds: z.number().int().positive().optional(),
  days: wholeUnits('days'),
  hours: wholeUnits('hours'),
  minutes: wholeUnits('minutes'),
});

/** The body's duration in milliseconds. */
export const advanceMillisecondsOf = (body: z.infer<typeof AdvanceClockFieldsSchema>): number =>
  body.milliseconds ?? (body.days ?? 0) * DAY_MS + (body.hours ?? 0) * HOUR_MS + (body.minutes ?? 0) * MINUTE_MS;

export const AdvanceClockBodySchema = AdvanceClockFieldsSchema.refine(
  (body) =>
    body.milliseconds === undefined ||
    (body.days === undefined && body.hours === undefined && body.minutes === undefined),
  'Give milliseconds, or days, hours and minutes, not both',
)
  .refine((body) => advanceMillisecondsOf(body) > 0, 'Move the clock by more than zero')
  .refine(
    (body) => advanceMillisecondsOf(body) <= MAX_CLOCK_ADVANCE_MS,
    `Move the clock by at most ${MAX_CLOCK_ADVANCE_MS / DAY_MS} days at a time`,
  )
  .describe('How far to move the clock: milliseconds, or days, hours and minutes');

export const DueWorkReportSchema = z
  .object({
    subscriptionsChanged: z.number().int().nonnegative(),
    giftCodesSettled: z.number().int().nonnegative(),
    refundsCompleted: z.number().int().nonnegative(),
    paymentsSettled: z.number().int().nonnegative(),
    paymentsExpired: z.number().int().nonnegative(),
    adSpendCents: NonNegativeMinorUnitsSchema.describe(
      'Cents every ad account spent up to the new time: the spend records the move wrote',
    ),
  })
  .describe('What moving the clock settled, per kind of change, and what the ad accounts spent meanwhile');

export const AdvanceClockResultSchema = z.object({ clock: MockClockStateSchema, report: DueWorkReportSchema });

const { kind: PendingItemKindSchema, decision: AdminDecisionSchema } = AdminDecisionRequestSchema.shape;

export const PendingItemSchema = z
  .object({
    kind: PendingItemKindSchema,
    id: IdSchema,
    user: z.object({ id: IdSchema, email: z.string(), name: z.string() }),
    detail: z.string().describe('What tells items apart: a URL, an ad account name, a payment provider and method'),
    amount: z.number().int().nullable().describe('Cents; null when the item moves no money'),
    createdAt: IsoDateTimeSchema,
    decisions: z.array(AdminDecisionSchema).min(1),
  })
  .describe('An item waiting for an admin decision');

export const SettleCheckoutParamsSchema = z.object({ transactionId: IdSchema });
export const SettleCheckoutBodySchema = z.strictObject({ outcome: SimulatedCheckoutOutcomeSchema });

const PRODUCT_ROUTE_KEYS = listRoutes(contract).map(({ key }) => key);

export const ProductRouteSchema = z
  .object({ key: z.string(), method: z.string(), path: z.string() })
  .describe('A route of the product contract');

export const FaultRouteParamsSchema = z.object({
  routeKey: z
    .enum(PRODUCT_ROUTE_KEYS)
    .describe('The product route key, e.g. users.getMe (GET /__mock/routes lists them)'),
});

/** A fault without its route key, which the path names. */
export const FaultSettingSchema = FaultSchema.omit({ routeKey: true }).extend({
  latencyMs: FaultSchema.shape.latencyMs.default(0),
});

export const FaultListSchema = z.array(FaultSchema);

export const RequestLogEntrySchema = z
  .object({
    sequence: z.number().int().positive(),
    at: IsoDateTimeSchema,
    method: z.string(),
    path: z.string(),
    routeKey: z.string().nullable(),
    status: z.number().int().nullable().describe('Null when the answer was a simulated network failure'),
    durationMs: z.number().nonnegative(),
    faulted: z.boolean(),
  })
  .describe(`A product request the server answered (the ${DEMO_REQUEST_LOG_SIZE} newest are kept)`);

const MockScenarioSchema = DemoScenarioSummarySchema.extend({
  credentials: z
    .object({ email: z.string(), password: z.string() })
    .nullable()
    .describe("The scenario's sign-in, public like the demo's login page; null when it has no account"),
});

export const ScenarioListSchema = z.object({
  current: z.string().describe('The scenario the server runs now'),
  scenarios: z.array(MockScenarioSchema),
});

export const ResetBodySchema = z
  .strictObject({ scenario: z.string().min(1).optional().describe('Another scenario to switch to') })
  .optional();

export const ResetResultSchema = z.object({ scenario: MockScenarioSchema, clock: MockClockStateSchema });

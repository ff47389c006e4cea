import { z } from 'zod';
import { LocaleSchema } from '../common/enums.schema';
import { KnownErrorCodeSchema } from '../common/error.schema';
import { IdSchema } from '../common/primitives.schema';
import type { ShopifyConnectQuery } from '../shopify/shopify.schema';
import type { SimulatedCheckoutOutcome } from './simulated-pages';
import type {
  DueWorkReportSchema,
  PendingItemSchema,
  ProductRouteSchema,
  RequestLogEntrySchema,
} from '../mock-control/mock-control.schema';

/*
 * Not an API route: the scenario panel's interface to the in-browser mock backend (mock and
 * demo builds only). It lives here so the panel (src/) and the mock backend (mocks/) share one
 * typed definition without importing each other.
 */

export const DEMO_REASON_MAX = 500;

export const DEMO_LATENCY_MAX_MS = 30_000;
export const DEMO_REQUEST_LOG_SIZE = 100;

/** A scenario's text in every language of the app. */
const DemoTextSchema = z.record(LocaleSchema, z.string().min(1));
export type DemoText = z.infer<typeof DemoTextSchema>;

export interface DemoCredentials {
  email: string;
  password: string;
}

export const DemoScenarioSummarySchema = z.object({
  id: z.string(),
  name: DemoTextSchema,
  description: DemoTextSchema,
});
type DemoScenarioSummary = z.infer<typeof DemoScenarioSummarySchema>;

/** What the mock backend tells the app about the running demo. */
export interface DemoBackendInfo {
  scenario: DemoScenarioSummary & {
    /** Sign-in details shown on the login page; null when the scenario has no account to sign in with. */
    credentials: DemoCredentials | null;
  };
  scenarios: DemoScenarioSummary[];
  /** The code the mock "e-mails" at registration, shown on the verify step. */
  emailCode: string;
  /** The code that activates a card in the demo (live sellers read it on their card statement). */
  cardActivationCode: string;
  /** The id `?scenario=` named when no scenario has it: the demo stayed on its scenario and the panel says so. */
  unknownScenario?: string;
}

/** What an admin can act on in the panel. */
const PendingItemKindSchema = z.enum([
  'verification',
  'productLink',
  'productVideo',
  'setupCost',
  'adAccountTicket',
  'adAccountRequest',
  'refund',
  'recharge',
  'payment',
]);
export type PendingItemKind = z.infer<typeof PendingItemKindSchema>;

const AdminDecisionSchema = z.enum(['approve', 'reject', 'skip']);
export type AdminDecision = z.infer<typeof AdminDecisionSchema>;

export const AdminDecisionRequestSchema = z
  .object({
    kind: PendingItemKindSchema,
    id: IdSchema,
    decision: AdminDecisionSchema,
    reason: z.string().trim().max(DEMO_REASON_MAX).optional(),
  })
  .refine((request) => request.decision !== 'reject' || (request.reason ?? '').length > 0, {
    message: 'A rejection needs a reason',
    path: ['reason'],
  });
export type AdminDecisionRequest = z.infer<typeof AdminDecisionRequestSchema>;

export type DemoActionResult = { ok: true } | { ok: false; code: string; message: string };

/** Install's answer on the simulated store install screen: where the platform sends the browser, or why not. */
type StoreInstallResult = { ok: true; redirectUrl: string } | { ok: false; code: string; message: string };

/**
 * How an endpoint misbehaves on purpose: a delay, then optionally a failure instead of its answer.
 * `lost-answer` is the one the server does not notice: the request runs (money moves), then the
 * connection closes before the answer reaches the app.
 */
const FaultFailureSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('error'), code: KnownErrorCodeSchema }),
  z.object({ type: z.literal('server-error') }),
  z.object({ type: z.literal('network') }),
  z.object({ type: z.literal('lost-answer') }),
]);
export type FaultFailure = z.infer<typeof FaultFailureSchema>;

export const FaultSchema = z.object({
  /** The contract route's key path, e.g. `users.getMe`. */
  routeKey: z.string().min(1),
  latencyMs: z.number().int().min(0).max(DEMO_LATENCY_MAX_MS),
  failure: FaultFailureSchema,
  once: z.boolean().default(false).describe('Only the next request misbehaves; the fault is then removed'),
});
export type Fault = z.infer<typeof FaultSchema>;
/** A fault as it is set: `once` may be left out. */
export type FaultSetting = z.input<typeof FaultSchema>;

interface DemoClockState {
  /** ISO 8601 date-time. */
  now: string;
  /** How far the simulated clock runs ahead of the real one. */
  offsetMs: number;
}

/** What moving the clock settled: counts per kind of change. */

// One shape for the panel and mock:serve's control API: its schemas (mock-control.schema.ts) define them.
export type PendingItem = z.infer<typeof PendingItemSchema>;
export type RequestLogEntry = z.infer<typeof RequestLogEntrySchema>;
export type DueWorkReport = z.infer<typeof DueWorkReportSchema>;
export type DemoRoute = z.infer<typeof ProductRouteSchema>;

/** The panel's handle on the running mock backend. */
export interface DemoControl {
  /** Catches up with changes other tabs made; read state after it resolves. */
  sync(): Promise<void>;
  clock(): DemoClockState;
  advanceClock(milliseconds: number): Promise<{ clock: DemoClockState; report: DueWorkReport }>;
  pendingItems(): PendingItem[];
  decide(request: AdminDecisionRequest): Promise<DemoActionResult>;
  routes(): DemoRoute[];
  faults(): Fault[];
  setFault(fault: FaultSetting): void;
  clearFault(routeKey: string): void;
  requestLog(): RequestLogEntry[];
  /** Calls back after every answered request; returns the unsubscribe. */
  onRequest(listener: () => void): () => void;
  /** Seeds the scenario afresh (every open tab follows) and reloads the page. */
  switchScenario(scenarioId: string): Promise<void>;
  reset(): Promise<void>;
  /** The simulated checkout's Pay, Fail or Cancel: settles the open payment behind a transaction. */
  settleCheckout(transactionId: string, outcome: SimulatedCheckoutOutcome): Promise<DemoActionResult>;
  /** The simulated platform grant page's Allow: the seller's platform account becomes connected. */
  grantPlatformAccess(userId: string): Promise<DemoActionResult>;
  /**
   * The simulated store install screen's Install: the store is connected (and the pixel installed
   * in it); the answer's page is on `origin`, the app's own.
   */
  installStoreApp(userId: string, query: ShopifyConnectQuery, origin: string): Promise<StoreInstallResult>;
}

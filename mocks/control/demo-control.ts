import { contract, listRoutes } from '@contract';
import {
  AdminDecisionRequestSchema,
  type DemoActionResult,
  type DemoControl,
  type DemoRoute,
} from '@contract/demo/demo-control.schema';
import type { DemoSession } from '../demo-session';
import { DUE_WORK_SETTINGS } from './due-work';
import { errorBody, MockError } from '../errors';
import { runRule } from '../rules/effect-runtime';
import { settlePayment } from '../rules/payments';
import { findScenario } from '../scenario';
import { installStoreApp } from '../rules/pixels';
import { adminDecisionRule, listPendingItems } from './admin';
import type { FaultRegistry } from './faults';
import { grantPlatformAccess } from './platform-grant';
import type { RequestLog } from './request-log';

const DEMO_ROUTES: DemoRoute[] = listRoutes(contract).map(({ key, route }) => ({
  key,
  method: route.method,
  path: route.path,
}));

/** The scenario panel's handle on the browser demo (see DemoControl in the contract folder). */
export const createDemoControl = (
  session: DemoSession,
  parts: { faults: FaultRegistry; log: RequestLog; reload(): void },
): DemoControl => {
  const clockState = () => ({
    now: new Date(session.clock.now()).toISOString(),
    offsetMs: session.clock.offsetMs,
  });
  const reseedAndReload = async (scenarioId: string) => {
    const scenario = findScenario(session.catalogue, scenarioId);
    if (!scenario) throw new Error(`Unknown scenario "${scenarioId}"`);
    await session.reseed(scenario);
    parts.reload();
  };

  /** Runs one admin-side change on the stored demo, answering the catalogue's error instead of throwing. */
  const act = async (change: () => Promise<unknown>): Promise<DemoActionResult> => {
    await session.beforeRequest();
    try {
      await change();
      return { ok: true };
    } catch (error) {
      if (!(error instanceof MockError)) throw error;
      const body = errorBody(error, 'en');
      return { ok: false, code: body.code, message: body.message };
    } finally {
      await session.save();
    }
  };

  return {
    sync: session.beforeRequest,
    clock: clockState,
    advanceClock: async (milliseconds) => {
      const report = await session.advanceClock(milliseconds);
      return { clock: clockState(), report };
    },
    pendingItems: () => listPendingItems(session.runtime.db),
    decide: async (request) => {
      const parsed = AdminDecisionRequestSchema.safeParse(request);
      if (!parsed.success) {
        return { ok: false, code: 'error.validation', message: parsed.error.issues.map((i) => i.message).join('; ') };
      }
      return act(() => {
        const { db, clock } = session.runtime;
        return runRule(adminDecisionRule(db, parsed.data, DUE_WORK_SETTINGS), { clock });
      });
    },
    settleCheckout: (transactionId, outcome) =>
      act(() => {
        const { db, clock } = session.runtime;
        return runRule(settlePayment(db, transactionId, outcome), { clock });
      }),
    routes: () => DEMO_ROUTES,
    faults: () => parts.faults.list(),
    setFault: (fault) => parts.faults.set(fault),
    clearFault: (routeKey) => parts.faults.clear(routeKey),
    requestLog: () => parts.log.entries(),
    onRequest: (listener) => parts.log.subscribe(listener),
    switchScenario: reseedAndReload,
    reset: () => reseedAndReload(session.runtime.scenario.id),
    installStoreApp: async (userId, query, origin) => {
      let redirectUrl = '';
      const result = await act(async () => {
        const { db, clock } = session.runtime;
        ({ redirectUrl } = await runRule(installStoreApp(db, userId, query, origin), { clock }));
      });
      return result.ok ? { ok: true, redirectUrl } : result;
    },
    grantPlatformAccess: async (userId) => {
      await session.beforeRequest();
      try {
        return await grantPlatformAccess(session.runtime.db, userId);
      } finally {
        await session.save();
      }
    },
  };
};

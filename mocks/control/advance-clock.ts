import type { DueWorkReport } from '@contract/demo/demo-control.schema';
import type { MockClock } from '../clock';
import type { MockDb } from '../db';
import { runRule } from '../rules/effect-runtime';
import { extendLiveSessions } from '../rules/sessions';
import { DUE_WORK_SETTINGS, runDueWork } from './due-work';

/**
 * Moves the clock ahead and settles what fell due (spec section 9), as the scenario panel does:
 * live sessions are extended first, since the jump is time the signed-in seller spent in the product.
 */
export const advanceClockAndSettle = async (
  db: MockDb,
  clock: MockClock,
  moveClock: (milliseconds: number) => void,
  milliseconds: number,
): Promise<DueWorkReport> => {
  await runRule(extendLiveSessions(db, milliseconds), { clock });
  moveClock(milliseconds);
  return runRule(runDueWork(db, clock.now(), DUE_WORK_SETTINGS), { clock });
};

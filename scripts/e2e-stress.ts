/* eslint-disable no-console */
/**
 * `npm run test:e2e:stress`: the browser tests most exposed to timing (money moves, the sales demo,
 * the referral visit) run twice each with twice as many workers as cores, so the machine is busier
 * than any `npm test` makes it. A test that depends on timing fails here first. Extra arguments go
 * to Playwright (`npm run test:e2e:stress -- --project=chromium -g wallet`).
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const STRESSED_SPECS = [
  'tests/e2e/wallet.spec.ts',
  'tests/e2e/ad-accounts.spec.ts',
  'tests/e2e/money-figures.spec.ts',
  'tests/e2e/idempotency.spec.ts',
  'tests/e2e/lost-answer.spec.ts',
  'tests/e2e/demo-script.spec.ts',
  'tests/e2e/referral.spec.ts',
];

const workers = 2 * availableParallelism();
console.log(
  `Stress: ${STRESSED_SPECS.length} spec files, each test twice, ${workers} workers on ${workers / 2} cores.`,
);
const run = spawnSync(
  'npx',
  ['playwright', 'test', ...STRESSED_SPECS, '--project=chromium', '--repeat-each=2', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, E2E_WORKERS: String(workers) } },
);
process.exit(run.status ?? 1);

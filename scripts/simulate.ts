/* eslint-disable no-console */
/**
 * `npm run simulate -- --scenario partner --days 90 --seed 7`: the mock backend in Node over
 * simulated time, with random seller, partner, admin and time actions, its invariants
 * checked as it goes. Prints a report; exits 1 if any invariant was violated.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { scenarioCatalogue, scenarioIds } from '@scenarios/index';
import { DEFAULT_SIMULATION_OPTIONS, runSimulation, type SimulationReport } from '@mocks/simulation/run';

const usd = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const wholeNumber = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return parsed;
};

/** Rows of cells, indented, the first column left-aligned and the counts right-aligned. */
const table = (rows: string[][]): string[] => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    )
    .map((line) => `  ${line}`);
};

const format = (report: SimulationReport): string => {
  const lines: string[] = [];
  const section = (title: string) => lines.push('', title);
  lines.push(
    `Simulation of "${report.scenario}": ${report.days} days, ${report.actionsPerDay} actions a day, seed ${report.seed}`,
    `Simulated time ${report.clock.start} → ${report.clock.end}; ${(report.durationMs / 1000).toFixed(1)} s of wall time`,
    `Acting as ${report.actors.join(', ')} (and the admin)`,
  );

  section('Actions');
  const actionRows = Object.entries(report.actions)
    .filter(([, counts]) => counts.ok + counts.refused + counts.failed + counts.skipped > 0)
    .map(([kind, counts]) => [kind, `${counts.ok}`, `${counts.refused}`, `${counts.failed}`, `${counts.skipped}`]);
  lines.push(...table([['kind', 'ok', 'refused', 'failed', 'skipped'], ...actionRows]));

  section('Admin decisions');
  const decisionRows = Object.entries(report.adminDecisions).map(([key, counts]) => [
    key,
    `${counts.ok}`,
    `${counts.refused}`,
    `${counts.failed}`,
  ]);
  lines.push(
    ...(decisionRows.length === 0
      ? ['  none']
      : table([['item decision', 'ok', 'refused', 'failed'], ...decisionRows])),
  );

  section('Due work');
  for (const [key, value] of Object.entries(report.dueWork)) lines.push(`  ${key}: ${value}`);

  section('Answers by status');
  lines.push(
    `  ${Object.entries(report.responses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  );

  section('Money');
  const { money } = report;
  lines.push(
    `  wallets      ${usd(money.walletsStart)} → ${usd(money.walletsEnd)}`,
    `  ad accounts  ${usd(money.adAccountsStart)} → ${usd(money.adAccountsEnd)}`,
    `  credited ${usd(money.credited)}, debited ${usd(money.debited)}`,
    `  spent on ads ${usd(money.adSpend)}`,
  );
  for (const [type, flow] of Object.entries(money.byType)) {
    lines.push(`    ${type}: ${flow.count} × net ${usd(flow.net)}`);
  }

  section('Invariants');
  const { checks } = report;
  lines.push(
    `  money conserved (ledger = balances, nothing negative): ${checks.money} checks (after every action and day)`,
    `  every record in a section 4 state: ${checks.states} checks (start, every day, end)`,
    `  the ledger rule's own invariant: ${checks.ledgerRule} checks (start, end); every answer against the contract`,
    `  ad accounts = ledger − spend, spend never ahead of money, held ≤ balance, every waiting top-up in the history,`,
    `  no reference credited twice, every notification's record exists, every screen figure = its records:`,
    `    ${checks.daily} checks (every day)`,
  );
  if (report.violations.length === 0) {
    lines.push('  all held: ledger = balances, nothing negative, every state, figure and answer valid');
  } else {
    lines.push(`  ${report.violations.length} VIOLATION(S):`, ...report.violations.map((line) => `  - ${line}`));
  }
  return lines.join('\n');
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      scenario: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      'actions-per-day': { type: 'string' },
      json: { type: 'string' },
    },
  });
  const scenario = values.scenario ?? DEFAULT_SIMULATION_OPTIONS.scenario;
  if (!scenarioIds().includes(scenario)) {
    throw new Error(`Unknown scenario "${scenario}". Valid ids: ${scenarioIds().join(', ')}`);
  }
  const report = await runSimulation(scenarioCatalogue, {
    scenario,
    days: wholeNumber('days', values.days, DEFAULT_SIMULATION_OPTIONS.days),
    seed: wholeNumber('seed', values.seed, DEFAULT_SIMULATION_OPTIONS.seed),
    actionsPerDay: wholeNumber('actions-per-day', values['actions-per-day'], DEFAULT_SIMULATION_OPTIONS.actionsPerDay),
  });
  console.log(format(report));
  if (values.json) await writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = report.violations.length === 0 ? 0 : 1;
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/* eslint-disable no-console */
/**
 * `npm run contract:check -- --base-url URL [--seller EMAIL:PASSWORD] [--partner EMAIL:PASSWORD]
 * [--token T] [--captcha-token T] [--email-code C] [--reset-token T] [--card-code C] [--seed N] [--min-coverage P] [--json FILE] [--scenario ID] [--idempotency]`
 * (options and exit codes: `USAGE` in options.ts).
 */
import { writeFile } from 'node:fs/promises';
import { checkContract, formatReport, randomSeed } from './check-contract';
import { EXIT_CODES, exitCodeOf } from './coverage';
import { parseCheckCommand, USAGE, UsageError } from './options';

const main = async (): Promise<number> => {
  const command = parseCheckCommand(process.argv.slice(2));
  if (command === 'help') {
    console.log(USAGE);
    return EXIT_CODES.ok;
  }
  const seed = command.seed ?? randomSeed();
  console.log(`contract:check ${command.baseUrl} with seed ${seed} (replay with --seed ${seed})`);
  const report = await checkContract({
    baseUrl: command.baseUrl,
    seller: command.seller,
    partner: command.partner,
    token: command.token,
    inputs: command.inputs,
    seed,
    scenario: command.scenario,
    probeIdempotency: command.idempotency,
  });
  console.log(formatReport(report));
  if (command.json) {
    await writeFile(command.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Results written to ${command.json}`);
  }
  const code = exitCodeOf(report.results, command.minCoverage);
  if (code === EXIT_CODES.belowMinimumCoverage) {
    console.log(
      `${report.coverage.percent.toFixed(1)}% of the operations got a 2xx, below --min-coverage ${String(command.minCoverage)}%`,
    );
  }
  return code;
};

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError) console.error(USAGE);
    process.exitCode = EXIT_CODES.nothingReachable;
  },
);

/* eslint-disable no-console */
/**
 * `npm run contract:check -- --base-url URL [--token T] [--json FILE] [--scenario ID] [--idempotency]`
 * Exit code: 1 on any mismatch, 2 when nothing was reachable, else 0.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkContract, exitCodeOf, formatReport } from './check-contract';

const USAGE =
  'Usage: contract:check --base-url URL [--token TOKEN] [--json FILE] [--scenario ID] [--idempotency]\n' +
  '  --idempotency  also send each money route a call without its Idempotency-Key, which must be refused';

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      json: { type: 'string' },
      scenario: { type: 'string' },
      idempotency: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl || !URL.canParse(baseUrl)) {
    console.error(baseUrl ? `Not a URL: ${baseUrl}` : 'Missing --base-url');
    console.error(USAGE);
    return 2;
  }

  const results = await checkContract({
    baseUrl,
    token: values.token,
    scenario: values.scenario,
    probeIdempotency: values.idempotency === true,
  });
  console.log(formatReport(results));
  if (values.json) {
    await writeFile(values.json, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Results written to ${values.json}`);
  }
  return exitCodeOf(results);
};

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);

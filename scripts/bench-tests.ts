/* eslint-disable no-console */
/**
 * `npm run bench:tests`: where `npm test`'s time goes. Runs its phases one after the other (type
 * check, lint, unit, browser; `npm test` runs the first two side by side), times each, and reads the unit and browser
 * runners' JSON reports for the slowest files and tests. It reports; it is not a gate (exit 1
 * only when a phase fails). Run it on a quiet machine: the figures are wall-clock time.
 *
 *   npm run bench:tests                      # every phase
 *   npm run bench:tests -- --phases unit,e2e --top 15 --json bench-tests.json
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const PHASES = ['typecheck', 'lint', 'unit', 'e2e'] as const;
type Phase = (typeof PHASES)[number];

interface Timed {
  name: string;
  ms: number;
}

interface PhaseResult {
  phase: Phase;
  ms: number;
  ok: boolean;
  /** Test files (unit) or spec files and projects (e2e), slowest first. */
  files: Timed[];
  tests: Timed[];
  /** Browser tests only: the time the tests themselves took, summed over the workers. */
  testMsTotal?: number;
  retried?: string[];
}

const VitestReportSchema = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      startTime: z.number(),
      endTime: z.number(),
      assertionResults: z.array(z.object({ fullName: z.string(), duration: z.number().nullish() })),
    }),
  ),
});

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; results: { duration: number; retry: number; status: string }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}
const PlaywrightSuiteSchema: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          file: z.string(),
          tests: z.array(
            z.object({
              projectName: z.string(),
              results: z.array(z.object({ duration: z.number(), retry: z.number(), status: z.string() })),
            }),
          ),
        }),
      )
      .optional(),
    suites: z.array(PlaywrightSuiteSchema).optional(),
  }),
);
const PlaywrightReportSchema = z.object({ suites: z.array(PlaywrightSuiteSchema) });

const slowestFirst = (rows: Timed[]) => rows.sort((a, b) => b.ms - a.ms);

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ ms: number; ok: boolean }> =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('close', (code) => resolve({ ms: performance.now() - started, ok: code === 0 }));
  });

const unitResult = (reportPath: string, ms: number, ok: boolean): PhaseResult => {
  const report = VitestReportSchema.parse(JSON.parse(readFileSync(reportPath, 'utf8')));
  const root = `${process.cwd()}/`;
  return {
    phase: 'unit',
    ms,
    ok,
    files: slowestFirst(
      report.testResults.map((file) => ({ name: file.name.replace(root, ''), ms: file.endTime - file.startTime })),
    ),
    tests: slowestFirst(
      report.testResults.flatMap((file) =>
        file.assertionResults.map((test) => ({
          name: `${file.name.replace(root, '')} › ${test.fullName}`,
          ms: test.duration ?? 0,
        })),
      ),
    ),
  };
};

const e2eResult = (reportPath: string, ms: number, ok: boolean): PhaseResult => {
  const report = PlaywrightReportSchema.parse(JSON.parse(readFileSync(reportPath, 'utf8')));
  const tests: Timed[] = [];
  const retried: string[] = [];
  const byFile = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}`;
        const duration = test.results.reduce((sum, result) => sum + result.duration, 0);
        tests.push({ name, ms: duration });
        if (test.results.length > 1) retried.push(name);
        const file = `[${test.projectName}] ${spec.file}`;
        byFile.set(file, (byFile.get(file) ?? 0) + duration);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file === undefined ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites) visit(suite, []);
  return {
    phase: 'e2e',
    ms,
    ok,
    files: slowestFirst([...byFile].map(([name, fileMs]) => ({ name, ms: fileMs }))),
    tests: slowestFirst(tests),
    testMsTotal: tests.reduce((sum, test) => sum + test.ms, 0),
    retried,
  };
};

const runPhase = async (phase: Phase, reports: string): Promise<PhaseResult> => {
  switch (phase) {
    case 'typecheck':
    case 'lint': {
      const { ms, ok } = await run('npm', ['run', '--silent', phase]);
      return { phase, ms, ok, files: [], tests: [] };
    }
    case 'unit': {
      const path = join(reports, 'vitest.json');
      const { ms, ok } = await run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path}`,
      ]);
      return unitResult(path, ms, ok);
    }
    case 'e2e': {
      const path = join(reports, 'playwright.json');
      const { ms, ok } = await run('npm', ['run', '--silent', 'test:e2e', '--', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: path,
      });
      return e2eResult(path, ms, ok);
    }
  }
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const print = (results: PhaseResult[], top: number) => {
  for (const result of results) {
    console.log(`\n${result.phase}: ${seconds(result.ms)}${result.ok ? '' : ' (FAILED)'}`);
    if (result.testMsTotal !== undefined) {
      console.log(`  tests' own time summed over the workers: ${seconds(result.testMsTotal)}`);
    }
    if (result.retried && result.retried.length > 0) console.log(`  retried: ${result.retried.join('; ')}`);
    if (result.files.length > 0) {
      console.log(`  slowest files:`);
      for (const file of result.files.slice(0, top)) console.log(`    ${seconds(file.ms).padStart(8)}  ${file.name}`);
      console.log(`  slowest tests:`);
      for (const test of result.tests.slice(0, top)) console.log(`    ${seconds(test.ms).padStart(8)}  ${test.name}`);
    }
  }
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  console.log(
    `\ntotal: ${seconds(total)} (${results.map((result) => `${result.phase} ${seconds(result.ms)}`).join(', ')})`,
  );
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      phases: { type: 'string', default: PHASES.join(',') },
      top: { type: 'string', default: '10' },
      json: { type: 'string' },
    },
  });
  const phases = values.phases.split(',').map((name) => z.enum(PHASES).parse(name.trim()));
  const reports = mkdtempSync(join(tmpdir(), 'bench-tests-'));
  const results: PhaseResult[] = [];
  for (const phase of phases) results.push(await runPhase(phase, reports));
  print(results, Number(values.top));
  if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
};

await main();

/* eslint-disable no-console */
/**
 * `npm run lint:openapi`: the document `npm run openapi` prints, linted by two tools other teams
 * use, Redocly (`recommended`, redocly.yaml) and Spectral (`spectral:oas`, .spectral.yaml). Fails on
 * any error of either; warnings are counted by rule, and listed with `--warnings`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { documentWithExamples } from './examples';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
// Literal specifiers, which knip reads as this script's use of the two packages.
const REDOCLY_CLI = require.resolve('@redocly/cli/bin/cli.js');
const SPECTRAL_CLI = require.resolve('@stoplight/spectral-cli');

interface Problem {
  rule: string;
  severity: 'error' | 'warning';
  message: string;
  /** Where in the document, as a JSON pointer or a path of keys. */
  where: string;
}

interface LintReport {
  tool: 'Redocly' | 'Spectral';
  problems: Problem[];
}

/** Both tools exit non-zero when they find an error: their JSON report is read either way. */
const run = (cli: string, args: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
      (error, stdout, stderr) => {
        if (stdout.trim().startsWith('{') || stdout.trim().startsWith('[')) resolve(stdout);
        else reject(new Error(`${cli} ${args.join(' ')} gave no report: ${error?.message ?? ''} ${stderr}`));
      },
    );
  });

const RedoclyReportSchema = z.object({
  problems: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.enum(['error', 'warn']),
      message: z.string(),
      location: z.array(z.object({ pointer: z.string().optional() })),
    }),
  ),
});

const lintWithRedocly = async (file: string): Promise<LintReport> => {
  const output = await run(REDOCLY_CLI, [
    'lint',
    file,
    '--config',
    'redocly.yaml',
    '--format',
    'json',
    '--max-problems',
    '100000',
  ]);
  const { problems } = RedoclyReportSchema.parse(JSON.parse(output));
  return {
    tool: 'Redocly',
    problems: problems.map(({ ruleId, severity, message, location }) => ({
      rule: ruleId,
      severity: severity === 'error' ? 'error' : 'warning',
      message,
      where: location[0]?.pointer ?? '',
    })),
  };
};

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const SpectralReportSchema = z.array(
  z.object({
    code: z.union([z.string(), z.number()]),
    severity: z.number(),
    message: z.string(),
    path: z.array(z.union([z.string(), z.number()])),
  }),
);

const lintWithSpectral = async (file: string): Promise<LintReport> => {
  const output = await run(SPECTRAL_CLI, ['lint', file, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']);
  return {
    tool: 'Spectral',
    problems: SpectralReportSchema.parse(JSON.parse(output))
      .filter(({ severity }) => severity <= 1)
      .map(({ code, severity, message, path }) => ({
        rule: String(code),
        severity: severity === 0 ? 'error' : 'warning',
        message,
        where: path.join('.'),
      })),
  };
};

/** The document, written to a temporary file, linted by both tools. */
const lintOpenApi = async (): Promise<LintReport[]> => {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(await documentWithExamples(), null, 2));
    return await Promise.all([lintWithRedocly(file), lintWithSpectral(file)]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const countByRule = (problems: readonly Problem[]): string => {
  const counts = new Map<string, number>();
  for (const { rule } of problems) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  return [...counts].map(([rule, count]) => `${rule} ${count}`).join(', ');
};

/** "Redocly: 0 errors, 5 warnings (no-ambiguous-paths 2, …)", then each error (and warning, if asked) on a line. */
const formatLintReport = ({ tool, problems }: LintReport, listWarnings: boolean): string => {
  const errors = problems.filter(({ severity }) => severity === 'error');
  const warnings = problems.filter(({ severity }) => severity === 'warning');
  const listed = listWarnings ? problems : errors;
  return [
    `${tool}: ${errors.length} errors, ${warnings.length} warnings${warnings.length > 0 ? ` (${countByRule(warnings)})` : ''}`,
    ...listed.map(({ rule, severity, message, where }) => `  ${severity} ${rule} at ${where}: ${message}`),
  ].join('\n');
};

const { values } = parseArgs({ options: { warnings: { type: 'boolean' } } });
const reports = await lintOpenApi();
for (const report of reports) console.log(formatLintReport(report, values.warnings === true));
process.exitCode = reports.some(({ problems }) => problems.some(({ severity }) => severity === 'error')) ? 1 : 0;

import { parseArgs } from 'node:util';

export const DEFAULT_PROXY_PORT = 4020;
export const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_APP_DIR = 'dist';
export const DEFAULT_REPORT_FILE = 'contract-proxy-report.json';
export const DEFAULT_HTML_FILE = 'contract-proxy-report.html';

export const USAGE = `Usage: npm run contract:proxy -- --target URL [options]
Serves the app, forwards every API path of the contract to URL and checks each request and answer.
  --target URL          the API, e.g. https://staging.example.com (required)
  --port P              port on 127.0.0.1 (default ${DEFAULT_PROXY_PORT}; 0 picks a free one)
  --app DIR             the live build to serve (default ${DEFAULT_APP_DIR}; made by npm run build)
  --dev                 serve the app's modules with Vite's dev server instead of a build
  --upload-target URL   where the upload routes go (default: the target)
  --report FILE         JSON report of every call, continued if it exists (default ${DEFAULT_REPORT_FILE})
  --html FILE           HTML summary by route (default ${DEFAULT_HTML_FILE})
  --timeout-ms N        time allowed for the target's whole answer (default ${DEFAULT_TIMEOUT_MS})
  -h, --help            this text`;

interface ProxyArgs {
  target: string;
  uploadTarget: string | undefined;
  port: number;
  app: { dir: string } | 'dev';
  reportFile: string;
  htmlFile: string;
  timeoutMs: number;
}

export type ParsedArgs = { kind: 'run'; args: ProxyArgs } | { kind: 'help' } | { kind: 'error'; message: string };

/** Why a target URL is not usable, or null: the proxy appends the contract's paths to it. */
export const targetUrlProblem = (option: string, value: string): string | null => {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return `${option}: not an http(s) URL: ${value}`;
  if (url.search || url.hash) return `${option}: no query or fragment allowed: ${value}`;
  return null;
};

const wholeNumber = (value: string, max: number): number | null => {
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
};

const OPTIONS = {
  target: { type: 'string' },
  'upload-target': { type: 'string' },
  port: { type: 'string' },
  app: { type: 'string' },
  dev: { type: 'boolean' },
  report: { type: 'string' },
  html: { type: 'string' },
  'timeout-ms': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const readValues = (argv: readonly string[]) => parseArgs({ args: [...argv], options: OPTIONS }).values;

/** The command line, read strictly: an unknown option or a malformed value is an error of one line. */
export const parseProxyArgs = (argv: readonly string[]): ParsedArgs => {
  let values: ReturnType<typeof readValues>;
  try {
    values = readValues(argv);
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };

  const target = values.target;
  if (target === undefined) return { kind: 'error', message: 'missing --target URL' };
  const problem =
    targetUrlProblem('--target', target) ??
    (values['upload-target'] === undefined ? null : targetUrlProblem('--upload-target', values['upload-target']));
  if (problem) return { kind: 'error', message: problem };

  const port = values.port === undefined ? DEFAULT_PROXY_PORT : wholeNumber(values.port, 65535);
  if (port === null) return { kind: 'error', message: `--port: expected a port from 0 to 65535, got ${values.port}` };
  const timeoutMs =
    values['timeout-ms'] === undefined ? DEFAULT_TIMEOUT_MS : wholeNumber(values['timeout-ms'], 24 * 3600 * 1000);
  if (timeoutMs === null || timeoutMs === 0) {
    return {
      kind: 'error',
      message: `--timeout-ms: expected a whole number of milliseconds, got ${values['timeout-ms']}`,
    };
  }
  if (values.dev && values.app !== undefined) {
    return { kind: 'error', message: '--app and --dev exclude each other: serve a build or the dev server' };
  }

  return {
    kind: 'run',
    args: {
      target,
      uploadTarget: values['upload-target'],
      port,
      app: values.dev ? 'dev' : { dir: values.app ?? DEFAULT_APP_DIR },
      reportFile: values.report ?? DEFAULT_REPORT_FILE,
      htmlFile: values.html ?? DEFAULT_HTML_FILE,
      timeoutMs,
    },
  };
};

/* eslint-disable no-console */
/**
 * `npx tsx scripts/live-stack.ts --serve <scenario>=<port> [--serve …]`: the live build as sellers get
 * it, for the live browser suite (tests/live). It builds the production app with the test settings
 * (`LIVE_TEST_ENV`: the env and the operator's settings, tests/live/operator-settings.json), then for each
 * scenario serves it on its port with nginx configured by `deploy/` (the same generated configuration as
 * `npm run deploy:nginx`), forwarding the contract's API paths to the mock backend over HTTP
 * (`mock:serve`). Without nginx (a laptop) it falls back to `vite preview` with the same headers and
 * forwarding, and says so. Runs until stopped.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, preview } from 'vite';
import { viteProxyOf } from './deploy/api-locations';
import { deployConfig } from './deploy/cli';
import { applyLiveTestEnv } from './deploy/live-test-env';
import { findNginx, startNginx } from './deploy/run-nginx';
import { startMockHttpServer } from './mock-serve';

type Stop = () => Promise<unknown>;

/** The host browsers and the suite call the live servers by: any other Host is closed unanswered. */
const LIVE_HOST = '127.0.0.1';

/** Serves a built app for one scenario on `port`; `bench:web` uses it too. Returns the steps that stop it. */
export const serve = async (outDir: string, scenario: string, port: number, nginx: string | null): Promise<Stop[]> => {
  // The mock builds its links on the origin browsers call, as an API behind a proxy must, never from headers.
  const mock = await startMockHttpServer({
    port: 0,
    scenario,
    log: false,
    publicOrigin: `http://${LIVE_HOST}:${port}`,
  });
  const stops: Stop[] = [() => mock.close()];
  if (nginx !== null) {
    const { main, site } = await deployConfig({
      mode: 'production',
      upstream: mock.url,
      root: outDir,
      listen: `${LIVE_HOST}:${port}`,
      serverNames: [LIVE_HOST],
    });
    const server = await startNginx(nginx, { main, site, port });
    stops.unshift(() => server.close());
    console.log(`Live build (${scenario}) on ${server.url}: nginx ${nginx}, API → ${mock.url}`);
  } else {
    const server = await preview({
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
      preview: { host: LIVE_HOST, port, strictPort: true, open: false, proxy: viteProxyOf(mock.url) },
    });
    stops.unshift(() => server.close());
    console.log(`Live build (${scenario}) on http://${LIVE_HOST}:${port}: vite preview, API → ${mock.url}`);
  }
  return stops;
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: { serve: { type: 'string', multiple: true, default: [] } } });
  const targets = values.serve.map((pair) => {
    const [scenario = '', port = ''] = pair.split('=');
    if (scenario === '' || !/^\d+$/.test(port)) throw new Error(`--serve ${pair}: expected <scenario>=<port>`);
    return { scenario, port: Number(port) };
  });
  if (targets.length === 0) throw new Error('nothing to serve: give --serve <scenario>=<port>');

  // A folder of its own, readable by nginx's unprivileged workers, so dist/ (the demo's) is untouched.
  const outDir = await mkdtemp(join(tmpdir(), 'live-build-'));
  await chmod(outDir, 0o755);
  const stops: Stop[] = [
    () => rm(outDir, { recursive: true, force: true }),
    () => rm(`${outDir}-sourcemaps`, { recursive: true, force: true }),
  ];
  const stop = async () => {
    for (const step of stops) await step().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  applyLiveTestEnv();
  console.log('Building the live app (production mode, test settings)…');
  await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });

  const nginx = findNginx();
  if (nginx === null) {
    console.warn('nginx is not installed (apt-get install -y nginx-light): serving with vite preview instead.');
  }
  for (const { scenario, port } of targets) stops.unshift(...(await serve(outDir, scenario, port, nginx)));
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolvePath(process.argv[1])).href) await main();

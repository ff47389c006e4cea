/**
 * Runs nginx as an ordinary process with a generated configuration, for the tests that check the
 * deployed setup (the live browser suite and the server's own unit test).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's package (`apt-get install -y nginx-light`), what CI installs; NGINX_PATH overrides it. */
export const findNginx = (env: Readonly<Record<string, string | undefined>> = process.env): string | null => {
  const candidates = [env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((path): path is string => path !== undefined && path !== '' && existsSync(path)) ?? null;
};

export interface RunningNginx {
  url: string;
  /** What nginx wrote to stderr so far (warnings, errors). */
  log: () => string;
  close: () => Promise<void>;
}

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Resolves once something listens on the port; rejects if nginx exits first. */
const listening = async (port: number, exited: () => string | null): Promise<void> => {
  for (;;) {
    const failure = exited();
    if (failure !== null) throw new Error(failure);
    if (await portOpen(port)) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
};

/** Starts nginx with `main` as nginx.conf and `site` as site.conf (from `deployConfig`), on 127.0.0.1:port. */
export const startNginx = async (
  nginx: string,
  { main, site, port }: { main: string; site: string; port: number },
): Promise<RunningNginx> => {
  const prefix = await mkdtemp(join(tmpdir(), 'nginx-'));
  // Started by root, nginx's workers run unprivileged and buffer large bodies under tmp/: a folder
  // they cannot enter (mkdtemp's 0700) made nginx answer any body over 16 KB with its HTML 500.
  await chmod(prefix, 0o755);
  await mkdir(join(prefix, 'tmp'));
  await writeFile(join(prefix, 'nginx.conf'), main);
  await writeFile(join(prefix, 'site.conf'), site);
  const child = spawn(nginx, ['-p', prefix, '-c', 'nginx.conf', '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exit: string | null = null;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.once('exit', (code) => (exit = `nginx exited (${code ?? 'signal'}): ${stderr.trim()}`));
  child.once('error', (error) => (exit = `nginx did not start: ${error.message}`));
  try {
    await listening(port, () => exit);
  } catch (error) {
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => stderr,
    close: async () => {
      if (exit === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
};

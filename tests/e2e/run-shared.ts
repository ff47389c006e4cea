import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the workers of one run share. Workers are separate processes, so it is a folder, made by
 * the global setup below; the workers inherit its path. Without it (a spec run by another
 * config) each worker keeps its own.
 */
const RUN_DIR_VARIABLE = 'E2E_RUN_SHARED_DIR';

const POLL_MS = 100;

const fileOf = (dir: string, kind: string, key: string) =>
  join(dir, `${kind}-${createHash('sha1').update(key).digest('hex')}`);

const runDir = (): string | null => {
  const dir = process.env[RUN_DIR_VARIABLE];
  if (!dir) return null;
  mkdirSync(dir, { recursive: true });
  return dir;
};

export interface ScannedStates {
  has(state: string): boolean;
  add(state: string): void;
}

/** The screen states axe has scanned in this run. */
export const scannedStatesOfRun = (): ScannedStates => {
  const dir = runDir();
  if (!dir) {
    const states = new Set<string>();
    return { has: (state) => states.has(state), add: (state) => void states.add(state) };
  }
  return {
    has: (state) => existsSync(fileOf(dir, 'scanned', state)),
    add: (state) => writeFileSync(fileOf(dir, 'scanned', state), state),
  };
};

const tryClaim = (path: string): boolean => {
  try {
    closeSync(openSync(path, 'wx'));
    return true;
  } catch {
    return false;
  }
};

/**
 * A JSON value made once per run: the first worker to ask makes it, the others wait for it.
 * When making it fails, the claim is dropped so that a waiting worker makes it instead.
 */
export const sharedOncePerRun = async <T>(key: string, make: () => Promise<T>): Promise<T> => {
  const dir = runDir();
  if (!dir) return make();
  const valuePath = fileOf(dir, 'value', key);
  const claimPath = `${valuePath}.claim`;
  for (;;) {
    if (existsSync(valuePath)) return JSON.parse(readFileSync(valuePath, 'utf8')) as T;
    if (tryClaim(claimPath)) {
      try {
        const value = await make();
        // Written whole, then renamed into place, so a reader never sees half a file.
        writeFileSync(`${valuePath}.tmp`, JSON.stringify(value));
        renameSync(`${valuePath}.tmp`, valuePath);
        return value;
      } catch (error) {
        rmSync(claimPath, { force: true });
        throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

/** Playwright's global setup: a fresh folder for the run, removed by the returned teardown. */
export default function setUpRunShared(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-run-'));
  process.env[RUN_DIR_VARIABLE] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

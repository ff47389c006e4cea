import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * What one call came to. `drift`: the request or the answer breaks the contract (its issues say
 * which side); `unreachable`: the target gave no complete answer.
 */
const CallOutcomeSchema = z.enum(['ok', 'drift', 'unreachable']);
export type CallOutcome = z.infer<typeof CallOutcomeSchema>;

const ProxyCallSchema = z.object({
  /** When the browser's request arrived. */
  time: z.iso.datetime(),
  /** Dotted contract key, e.g. "users.getMe"; null for a path the contract does not have. */
  key: z.string().nullable(),
  method: z.string(),
  /** The path as called, without the query (it may carry personal data). */
  path: z.string(),
  /** The target's status; null when it gave none. */
  status: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  outcome: CallOutcomeSchema,
  /** "path: message" per problem of the request: the app (or whoever called) is at fault. */
  requestIssues: z.array(z.string()),
  /** "path: message" per problem of the answer, or why there was none: the API is at fault. */
  answerIssues: z.array(z.string()),
});
export type ProxyCall = z.infer<typeof ProxyCallSchema>;

export const ProxyReportSchema = z.object({
  tool: z.literal('contract-proxy'),
  target: z.string(),
  startedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  calls: z.array(ProxyCallSchema),
});
export type ProxyReport = z.infer<typeof ProxyReportSchema>;

/** A reason the proxy does not start, in one line a person reads. */
export class ProxyStartError extends Error {
  override name = 'ProxyStartError';
}

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * The report to continue: the one in `file` when it is a report of calls to the same target (a
 * restarted proxy keeps the session's calls), a fresh one when there is no file. Anything else
 * stops the start: a file that is not a report is not overwritten.
 */
export const openReport = async (file: string, target: string, now: Date): Promise<ProxyReport> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      return { tool: 'contract-proxy', target, startedAt: now.toISOString(), updatedAt: now.toISOString(), calls: [] };
    }
    throw new ProxyStartError(`cannot read the report ${file}: ${error instanceof Error ? error.message : error}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProxyStartError(`${file} is not valid JSON (${reason}): delete it or pass another --report`);
  }
  const parsed = ProxyReportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
    throw new ProxyStartError(`${file} is not a contract proxy report (${where}): delete it or pass another --report`);
  }
  if (parsed.data.target !== target) {
    throw new ProxyStartError(
      `${file} holds calls to ${parsed.data.target}, not ${target}: delete it or pass another --report`,
    );
  }
  return parsed.data;
};

/** Writes a temporary file beside `file`, then renames it: a reader never sees half a file. */
export const writeAtomically = async (file: string, content: string): Promise<void> => {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
};

export interface FileWriter {
  /** Writes `render()`'s text soon; calls made while a write runs are coalesced into one more write. */
  schedule(render: () => string): void;
  /** Resolves once every scheduled write is on disk. */
  flush(): Promise<void>;
}

/** One atomic write at a time to `file`, always of the latest text. */
export const createFileWriter = (file: string, onError: (error: unknown) => void): FileWriter => {
  let next: (() => string) | null = null;
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const drain = async (): Promise<void> => {
    while (next) {
      const render = next;
      next = null;
      try {
        await writeAtomically(file, render());
      } catch (error) {
        onError(error);
      }
    }
    busy = false;
  };

  return {
    schedule: (render) => {
      next = render;
      if (busy) return;
      busy = true;
      running = drain();
    },
    flush: () => running,
  };
};

import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * What one call came to. `drift`: the request or the answer breaks the contract (its issues say
 * which side); `server-error`: the target answered a 5xx (declared or not, the server failed);
 * `unreachable`: the target gave no complete answer.
 */
const CallOutcomeSchema = z.enum(['ok', 'drift', 'server-error', 'unreachable']);
export type CallOutcome = z.infer<typeof CallOutcomeSchema>;

/** The start of a body, as text, so a flagged call can be read and replayed from the report. */
const BodyExcerptSchema = z.object({
  contentType: z.string().nullable(),
  /** The whole body's size. */
  bytes: z.number().int().nonnegative(),
  /** The body's first `BODY_EXCERPT_BYTES` as UTF-8, secrets masked; null when it is not text (an upload). */
  text: z.string().nullable(),
  /** Says so when `text` is not the whole body, e.g. "cut at 4096 of 10240 bytes". */
  truncated: z.string().optional(),
});
export type BodyExcerpt = z.infer<typeof BodyExcerptSchema>;

/** Bodies are kept up to this size: enough for any JSON answer worth reading, small enough for a day of calls. */
const BODY_EXCERPT_BYTES = 4096;

/** Fields whose values the report never keeps: passwords and tokens of the accounts QA clicks through with. */
const SECRET_FIELD = /password|token|secret/i;

const masked = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, SECRET_FIELD.test(key) ? '(masked)' : masked(field)]),
  );
};

const isText = (contentType: string): boolean =>
  /json|^text\/|x-www-form-urlencoded/i.test(contentType) || contentType === '';

/**
 * The excerpt of one body: JSON with secret fields masked, cut at `BODY_EXCERPT_BYTES` with a note;
 * a body that is not text (a file upload) is sized, not kept.
 */
export const excerptOf = (body: Buffer, contentType: string | undefined): BodyExcerpt => {
  const type = contentType ?? '';
  const common = { contentType: contentType ?? null, bytes: body.length };
  if (!isText(type)) return { ...common, text: null };
  let text = body.toString('utf8');
  if (/json/i.test(type)) {
    try {
      text = JSON.stringify(masked(JSON.parse(text)));
    } catch {
      // Not JSON after all: kept as it came, which is what the answer issues say.
    }
  }
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= BODY_EXCERPT_BYTES) return { ...common, text };
  return {
    ...common,
    text: bytes.subarray(0, BODY_EXCERPT_BYTES).toString('utf8'),
    truncated: `cut at ${BODY_EXCERPT_BYTES} of ${bytes.length} bytes`,
  };
};

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
  /** What the browser sent, kept for a call that was not ok. */
  requestBody: BodyExcerptSchema.optional(),
  /** What the target answered, kept for a call that was not ok (absent when it answered nothing). */
  answerBody: BodyExcerptSchema.optional(),
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

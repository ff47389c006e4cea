/** Real ids for `:id` routes, read from the answers of routes called earlier in the run. */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Levels searched below the answer: a paged list's items sit two levels down, a nested detail a few more. */
const MAX_SEARCH_DEPTH = 5;

/**
 * The first string or number at `field` in an answer, breadth first: the answer's own field (a
 * created record), else its list items' (a bare array, a paged `content`, any array), else deeper.
 * `accept` narrows which record counts (e.g. a ticket of one type).
 */
export const firstValueIn = (
  body: unknown,
  field: string,
  accept: (record: Record<string, unknown>) => boolean = () => true,
): string | undefined => {
  let level: unknown[] = [body];
  for (let depth = 0; depth <= MAX_SEARCH_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const node of level) {
      if (Array.isArray(node)) {
        next.push(...node);
        continue;
      }
      if (!isRecord(node)) continue;
      const value = node[field];
      if ((typeof value === 'string' || typeof value === 'number') && accept(node)) return String(value);
      next.push(...Object.values(node));
    }
    level = next;
  }
  return undefined;
};

/** The route whose path is the part of `path` before `/:param`, e.g. "/api/pixels" for ":id" in "/api/pixels/:id/settings". */
export const listPathFor = (path: string, param: string): string | undefined => {
  const at = path.indexOf(`/:${param}`);
  return at > 0 ? path.slice(0, at) : undefined;
};

/** The names of a path's params in order, e.g. ["id", "codeId"]. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

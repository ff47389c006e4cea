import { isNoBody } from '@contract';
import {
  isStandardSchema,
  type AppRoute,
  type AppRouteMutation,
  type ParamsFromUrl,
  type SchemaOutputOrType,
} from '@ts-rest/core';
import type { FieldIssue } from '../errors';

/* ---------- Types derived from a contract route ---------- */

type PathParamsOf<R extends AppRoute> = 'pathParams' extends keyof R
  ? SchemaOutputOrType<R['pathParams']>
  : ParamsFromUrl<R['path']>;
type QueryOf<R extends AppRoute> = 'query' extends keyof R ? SchemaOutputOrType<R['query']> : undefined;
type BodyOf<R extends AppRoute> = R extends AppRouteMutation ? SchemaOutputOrType<R['body']> : undefined;

/** The request parts after the route's own schemas parsed them. */
export interface ParsedRequest<R extends AppRoute> {
  params: PathParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
}

/* ---------- Reading the raw request ---------- */

export interface RawRequest {
  params: Record<string, string | readonly string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
  /** Header names in lower case, as `Headers` gives them. */
  headers: Record<string, string>;
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds a value at a key, turning a repeated key into an array. */
const addValue = (target: Tree, key: string, value: unknown): void => {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing, value];
};

/** qs-style query parsing, the inverse of ts-rest's encoding: `a[0]=x&a[1]=y`, `a[b]=c`, repeated keys. */
export const parseQuery = (search: URLSearchParams): Tree => {
  const result: Tree = {};
  for (const [rawKey, value] of search) {
    const segments = rawKey.split(/\[|\]\[|\]/).filter((segment) => segment !== '');
    const [head, ...rest] = segments;
    if (head === undefined) continue;
    if (rest.length === 0) {
      addValue(result, head, value);
      continue;
    }
    let node: Tree = result;
    let key = head;
    for (const segment of rest) {
      const next = node[key];
      const child: Tree = isTree(next) ? next : {};
      node[key] = child;
      node = child;
      key = segment;
    }
    addValue(node, key, value);
  }
  return arraysFromIndexes(result);
};

/** `{ 0: 'a', 1: 'b' }` (from `a[0]=…`) becomes `['a', 'b']`, recursively. */
const arraysFromIndexes = (tree: Tree): Tree => {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (!isTree(value)) {
      out[key] = value;
      continue;
    }
    const converted = arraysFromIndexes(value);
    const keys = Object.keys(converted);
    const isList = keys.length > 0 && keys.every((k, index) => k === String(index));
    out[key] = isList ? keys.map((k) => converted[k]) : converted;
  }
  return out;
};

const MALFORMED_JSON = Symbol('malformed JSON');

export const readBody = async (route: AppRoute, request: Request): Promise<unknown> => {
  if (route.method === 'GET') return undefined;
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    try {
      const form = await request.formData();
      const out: Tree = {};
      form.forEach((value, key) => addValue(out, key, value));
      return out;
    } catch {
      return undefined;
    }
  }
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return MALFORMED_JSON;
  }
};

/* ---------- Parsing with the route's schemas ---------- */

type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

export const formatPath = (
  prefix: string,
  path: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined,
): string =>
  [prefix, ...(path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment))].join('.');

const validatePart = async (
  schema: unknown,
  value: unknown,
  prefix: string,
  issues: FieldIssue[],
): Promise<unknown> => {
  if (!isStandardSchema(schema)) return value;
  const result = await schema['~standard'].validate(value);
  if (result.issues) {
    for (const issue of result.issues) issues.push({ path: formatPath(prefix, issue.path), message: issue.message });
    return undefined;
  }
  return result.value;
};

/**
 * Parses headers, params, query and body with the route's own schemas.
 * NOTE: the overload is the one place the parsed values meet the route's
 * inferred types; the values are exactly what those schemas produced.
 */
export function parseRequest<R extends AppRoute>(route: R, raw: RawRequest): Promise<ParseResult<ParsedRequest<R>>>;
export async function parseRequest(
  route: AppRoute,
  raw: RawRequest,
): Promise<ParseResult<{ params: unknown; query: unknown; body: unknown }>> {
  const issues: FieldIssue[] = [];
  await validatePart(route.headers, raw.headers, 'headers', issues);
  const params = await validatePart(route.pathParams, raw.params, 'params', issues);
  const query = route.query ? await validatePart(route.query, raw.query, 'query', issues) : undefined;
  let body: unknown = undefined;
  if ('body' in route && !isNoBody(route.body)) {
    if (raw.body === MALFORMED_JSON) issues.push({ path: 'body', message: 'Malformed JSON' });
    else body = await validatePart(route.body, raw.body, 'body', issues);
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { params, query, body } };
}

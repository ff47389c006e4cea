/**
 * The order of a run: which operation runs in which phase, after which others, with its path params
 * from where. Reads come first (their answers supply real ids), then creates, updates and deletes.
 */
import { routeMetaOf, type ListedRoute, type RouteAccess } from '@contract';
import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { ADJUSTMENTS, type Adjustment, type ParamSource, type Phase } from './adjustments';
import { deriveSeed, generateValid } from './generate';
import { listPathFor, pathParamNames } from './ids';

const PHASES: readonly Phase[] = ['read', 'create', 'update', 'delete'];
/** Reads in flight at once: fast against a mock, gentle on a shared staging API. Writes go one at a time. */
const READ_CONCURRENCY = 4;

const METHOD_PHASES: Record<string, Phase> = {
  GET: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

type ParamPlan =
  { name: string; value: string } | { name: string; sources: ParamSource[] } | { name: string; missing: string };

export interface Operation extends ListedRoute {
  access: RouteAccess;
  phase: Phase;
  adjustment: Adjustment | undefined;
  /** Why it is not called at all. */
  skip?: string;
  params: ParamPlan[];
  /** Keys of the operations whose answers it reads. */
  after: string[];
}

/** Runs tasks with at most `limit` in flight, keeping their order in the result. */
export const mapLimited = async <T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      // NOTE: index < items.length was just checked, so the item exists.
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/**
 * Why a route is no API call a tool can make, if it is not: a page navigation, or a callback that
 * only redirects. A callback that also answers 200 is the relay the dashboard calls, and is checked.
 */
const skipReasonOf = (route: AppRoute): string | undefined => {
  if (routeMetaOf(route)?.browserRedirect === true) return 'browser redirect (a page navigation), not an API call';
  const statuses = Object.keys(route.responses).map(Number);
  if (statuses.includes(302) && !statuses.some(isSuccess))
    return 'browser callback (answers only a 302), not an API call';
  return undefined;
};

/** A param whose schema is a closed set of values (":status") is drawn from it, not looked up. */
const paramSchemaOf = (route: AppRoute, name: string): z.ZodType | undefined => {
  const params: unknown = route.pathParams;
  if (!(params instanceof z.ZodObject)) return undefined;
  const field: unknown = params.shape[name];
  return field instanceof z.ZodEnum || field instanceof z.ZodLiteral ? field : undefined;
};

const planParams = (
  listed: ListedRoute,
  adjustment: Adjustment | undefined,
  routes: readonly ListedRoute[],
  seed: number,
): ParamPlan[] =>
  pathParamNames(listed.route.path).map((name): ParamPlan => {
    const sources = adjustment?.params?.[name];
    if (sources) return { name, sources };
    const closed = paramSchemaOf(listed.route, name);
    if (closed) {
      const drawn = generateValid(closed, deriveSeed(seed, listed.key, 'param', name));
      return drawn.ok ? { name, value: String(drawn.value) } : { name, missing: drawn.reason };
    }
    // "/api/pixels/:id/settings" takes its id from the list at "/api/pixels".
    const listPath = listPathFor(listed.route.path, name);
    const list = routes.find(({ route }) => route.method === 'GET' && route.path === listPath);
    return list
      ? { name, sources: [{ route: list.route }] }
      : { name, missing: `no route lists ids for :${name} (GET ${listPath ?? listed.route.path})` };
  });

export const planOperations = (routes: readonly ListedRoute[], seed: number): Operation[] => {
  const keyOf = new Map(routes.map(({ key, route }) => [route, key]));
  return routes.map((listed): Operation => {
    const adjustment = ADJUSTMENTS.get(listed.route);
    const params = planParams(listed, adjustment, routes, seed);
    const sourceRoutes = params.flatMap((param) =>
      'sources' in param ? param.sources.flatMap((source) => ('route' in source ? [source.route] : [])) : [],
    );
    const after = [...sourceRoutes, ...(adjustment?.needs ?? [])]
      .map((route) => keyOf.get(route))
      .filter((key): key is string => key !== undefined && key !== listed.key);
    const skip = skipReasonOf(listed.route);
    return {
      ...listed,
      access: routeMetaOf(listed.route)?.access ?? 'public',
      phase: adjustment?.phase ?? METHOD_PHASES[listed.route.method] ?? 'create',
      adjustment,
      params,
      after: [...new Set(after)],
      ...(skip && { skip }),
    };
  });
};

/**
 * Runs every operation once, phase by phase, each after the operations it reads; those still
 * waiting at the end (a cycle) get `stuck`'s results. Reads of a wave run side by side, writes one
 * at a time in declaration order, so a seed replays the same run.
 */
export const runInOrder = async <R>(
  operations: readonly Operation[],
  run: (operation: Operation) => Promise<R>,
  stuck: (operation: Operation) => R,
): Promise<Map<string, R>> => {
  const done = new Map<string, R>();
  const waiting = new Set(operations);
  for (let phase = 0; phase < PHASES.length; phase += 1) {
    for (;;) {
      const ready = [...waiting].filter(
        (operation) => PHASES.indexOf(operation.phase) <= phase && operation.after.every((key) => done.has(key)),
      );
      if (ready.length === 0) break;
      for (const operation of ready) waiting.delete(operation);
      const reads = ready.filter((operation) => operation.route.method === 'GET');
      const writes = ready.filter((operation) => operation.route.method !== 'GET');
      const readResults = await mapLimited(reads, READ_CONCURRENCY, run);
      // NOTE: mapLimited answers one result per read, in order.
      reads.forEach((operation, position) => done.set(operation.key, readResults[position] as R));
      for (const operation of writes) done.set(operation.key, await run(operation));
    }
  }
  for (const operation of waiting) done.set(operation.key, stuck(operation));
  return done;
};

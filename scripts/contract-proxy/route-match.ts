import type { ListedRoute } from '@contract';
import type { AppRoute } from '@ts-rest/core';

export interface MatchedRoute {
  /** Dotted contract key, e.g. "users.getMe". */
  key: string;
  route: AppRoute;
  /** Path parameters, decoded, by name. */
  params: Record<string, string>;
}

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string };

interface CompiledRoute extends ListedRoute {
  segments: Segment[];
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const compile = (listed: ListedRoute): CompiledRoute => ({
  ...listed,
  segments: segmentsOf(listed.route.path).map((segment) =>
    segment.startsWith(':') ? { kind: 'param', name: segment.slice(1) } : { kind: 'static', text: segment },
  ),
});

/**
 * Static segments win over parameters at the first place two paths differ, so that
 * `/api/partnership/members/product-links` is not read as `/api/partnership/members/:id`.
 */
const bySpecificity = (a: CompiledRoute, b: CompiledRoute): number => {
  const length = Math.min(a.segments.length, b.segments.length);
  for (let index = 0; index < length; index++) {
    const left = a.segments[index]?.kind;
    const right = b.segments[index]?.kind;
    if (left !== right) return left === 'static' ? -1 : 1;
  }
  // Paths of different lengths never match the same request; any consistent order will do.
  return a.segments.length - b.segments.length;
};

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const matchSegments = (compiled: CompiledRoute, actual: readonly string[]): Record<string, string> | null => {
  if (compiled.segments.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of compiled.segments.entries()) {
    const decoded = decodeSegment(actual[index] ?? '');
    if (decoded === null) return null;
    if (segment.kind === 'static') {
      if (segment.text !== decoded) return null;
    } else {
      params[segment.name] = decoded;
    }
  }
  return params;
};

/** Finds the contract route a request is for, by method and path (without the query). */
export const createRouteMatcher = (routes: readonly ListedRoute[]) => {
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const listed of routes) {
    const method = listed.route.method;
    byMethod.set(method, [...(byMethod.get(method) ?? []), compile(listed)]);
  }
  // Array.prototype.sort is stable: equally specific routes keep the contract's order.
  for (const candidates of byMethod.values()) candidates.sort(bySpecificity);

  return (method: string, pathname: string): MatchedRoute | null => {
    const actual = segmentsOf(pathname);
    for (const candidate of byMethod.get(method.toUpperCase()) ?? []) {
      const params = matchSegments(candidate, actual);
      if (params) return { key: candidate.key, route: candidate.route, params };
    }
    return null;
  };
};

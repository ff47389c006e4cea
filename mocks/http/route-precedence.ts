import type { AppRoute } from '@ts-rest/core';

/*
 * Which route answers a path two routes of one method can both match
 * (`docs/contract-conventions.md`, "Paths that overlap"): compared segment by segment from the
 * left, the first segment where one route has a literal and the other a `:param` decides, and the
 * literal wins. So `/api/partnership/members/contact-info` is the contact-info list, not member
 * `contact-info`, and `/api/partnership/members/gift-codes` is member `gift-codes`, not partner
 * `members`' gift codes.
 */

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
const isParam = (segment: string): boolean => segment.startsWith(':');

/** Sort order of two paths: negative when `a` answers first (a literal before a parameter, from the left). */
export const comparePathPrecedence = (a: string, b: string): number => {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const x = left[index] ?? '';
    const y = right[index] ?? '';
    if (isParam(x) !== isParam(y)) return isParam(x) ? 1 : -1;
    if (!isParam(x) && x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
};

/** Some concrete path matches both: as many segments, and each pair equal or one of them a parameter. */
export const pathsOverlap = (a: string, b: string): boolean => {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  return (
    left.length === right.length &&
    left.every((x, index) => {
      const y = right[index] ?? '';
      return x === y || isParam(x) || isParam(y);
    })
  );
};

/**
 * `a` matches only paths `b` matches too (a literal wherever `b` has one): every router that
 * prefers the more specific route answers with `a`. Two overlapping paths where neither covers
 * the other "cross": only a precedence rule decides, and routers disagree on it.
 */
const narrows = (a: string, b: string): boolean =>
  pathsOverlap(a, b) && segmentsOf(b).every((y, index) => isParam(y) || !isParam(segmentsOf(a)[index] ?? ''));

export interface OverlappingRoutes<R extends { route: AppRoute }> {
  /** The route the precedence rule answers with. */
  first: R;
  second: R;
  /** `narrower`: the first matches a subset of the second's paths; `crossing`: neither contains the other. */
  kind: 'narrower' | 'crossing';
}

/** Every pair of routes of one method that some concrete path matches, the winner first. */
export const overlappingRoutes = <R extends { route: AppRoute }>(routes: readonly R[]): OverlappingRoutes<R>[] =>
  routes.flatMap((a, index) =>
    routes
      .slice(index + 1)
      .filter((b) => a.route.method === b.route.method && pathsOverlap(a.route.path, b.route.path))
      .map((b) => {
        const [first, second] = comparePathPrecedence(a.route.path, b.route.path) <= 0 ? [a, b] : [b, a];
        const kind = narrows(first.route.path, second.route.path) ? 'narrower' : 'crossing';
        return { first, second, kind };
      }),
  );

/** The routes in the order the precedence rule tries them (stable, so equal paths keep theirs). */
export const byPathPrecedence = <R extends { route: AppRoute }>(routes: readonly R[]): R[] =>
  [...routes].sort((a, b) => comparePathPrecedence(a.route.path, b.route.path));

import { contract, listRoutes, routeSignature } from '@contract';
import { contractHandlers } from '@mocks/handlers';
import { bindHandlers } from '@mocks/http';
import { comparePathPrecedence, overlappingRoutes, pathsOverlap } from '@mocks/http/route-precedence';
import { describe, expect, it } from 'vitest';

describe('path precedence', () => {
  it('puts a literal segment before a parameter, deciding at the first segment from the left that differs', () => {
    expect(comparePathPrecedence('/api/pixels/name', '/api/pixels/:id')).toBeLessThan(0);
    expect(comparePathPrecedence('/api/pixels/:id', '/api/pixels/name')).toBeGreaterThan(0);
    expect(comparePathPrecedence('/api/a/members/:id', '/api/a/:id/gift-codes')).toBeLessThan(0);
    expect(comparePathPrecedence('/api/a/:id/x', '/api/a/:id/:other')).toBeLessThan(0);
    expect(comparePathPrecedence('/api/a/:id', '/api/a/:code')).toBe(0);
  });

  it('sees an overlap only where one concrete path can match both', () => {
    expect(pathsOverlap('/api/a/members/:id', '/api/a/:id/gift-codes')).toBe(true);
    expect(pathsOverlap('/api/a/members/x', '/api/a/members/:id')).toBe(true);
    expect(pathsOverlap('/api/a/members/x', '/api/a/members/y')).toBe(false);
    expect(pathsOverlap('/api/a/members', '/api/a/members/:id')).toBe(false);
  });
});

/*
 * Not every router lets a literal segment win (Express and Hono try routes in the order they were
 * added; Go's ServeMux refuses two patterns that cross; Spring and JAX-RS prefer the longer literal
 * text), so every such pair is listed here and in docs/contract-conventions.md: a new one fails.
 */
const OVERLAPS = [
  {
    first: 'GET /api/partnership/members/product-links',
    second: 'GET /api/partnership/members/{id}',
    kind: 'narrower',
  },
  {
    first: 'GET /api/partnership/members/contact-info',
    second: 'GET /api/partnership/members/{id}',
    kind: 'narrower',
  },
  { first: 'GET /api/partnership/members/{id}', second: 'GET /api/partnership/{id}/gift-codes', kind: 'crossing' },
];

describe('the contract', () => {
  it('has only the documented pairs of routes of one method that one URL can match', () => {
    const pairs = overlappingRoutes(listRoutes(contract)).map(({ first, second, kind }) => ({
      first: routeSignature(first.route),
      second: routeSignature(second.route),
      kind,
    }));
    expect(pairs).toEqual(OVERLAPS);
  });

  it('binds the mock handlers in that precedence whatever order the domains list them', () => {
    const notCalled = () => {
      throw new Error('binding reads no runtime');
    };
    const bound = bindHandlers([...contractHandlers].reverse(), notCalled, { anyOrigin: false });
    const position = (signature: string) =>
      bound.findIndex((handler) => `${handler.info.method} ${String(handler.info.path)}` === signature);
    for (const { first, second } of OVERLAPS) {
      const [firstAt, secondAt] = [first, second].map((signature) => position(signature.replace(/\{(\w+)\}/g, ':$1')));
      expect(firstAt).toBeGreaterThanOrEqual(0);
      expect(firstAt).toBeLessThan(secondAt ?? -1);
    }
  });
});

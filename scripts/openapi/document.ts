import type { OpenApiDocument, Operation } from './generate';

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type PathItem = Partial<Record<(typeof HTTP_METHODS)[number], Operation>>;

interface DocumentedOperation {
  /** "GET /api/pixels/{id}", as `routeSignature` spells a route. */
  signature: string;
  operation: Operation;
}

/** Every operation of the document, path by path. */
export const listOperations = (document: OpenApiDocument): DocumentedOperation[] =>
  Object.entries(document.paths).flatMap(([path, item]: [string, PathItem]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ signature: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a local reference ("#/components/schemas/User") points to in the document, or undefined. */
export const resolveRef = (document: OpenApiDocument, ref: string): unknown => {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, segment) => (isRecord(node) ? node[segment] : undefined), document);
};

/** A value of the document, or what it refers to when it is a `$ref`. */
export const dereference = (document: OpenApiDocument, value: unknown): unknown =>
  isRecord(value) && typeof value.$ref === 'string' ? resolveRef(document, value.$ref) : value;

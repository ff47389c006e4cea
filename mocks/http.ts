import type { AppRoute, ServerInferResponses } from '@ts-rest/core';
import { http, HttpResponse, type HttpHandler } from 'msw';

const METHOD_HANDLERS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

export interface ContractRequest {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/**
 * An MSW handler for one contract route: the path and method come from the
 * contract and the resolver may only answer with a status and body the route declares.
 */
export const contractHandler = <TRoute extends AppRoute>(
  route: TRoute,
  resolve: (input: ContractRequest) => ServerInferResponses<TRoute> | Promise<ServerInferResponses<TRoute>>,
): HttpHandler =>
  METHOD_HANDLERS[route.method](route.path, async ({ request, params }) => {
    const response = await resolve({ request, params });
    return HttpResponse.json(response.body, { status: response.status });
  });

import { isAppRoute } from '@contract/common/contract-builder';
import {
  skipToken,
  useMutation,
  useQueries,
  useQuery,
  useSuspenseQuery,
  type QueryClient,
  type QueryFunctionContext,
  type SkipToken,
  type UseMutationResult,
  type UseQueryResult,
  type UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { ApiFetcherArgs, AppRoute, AppRouteFunction, AppRouteQuery, AppRouter, ClientArgs } from '@ts-rest/core';
import type {
  DataResponse,
  ErrorResponse,
  RequestData,
  TsRestQueryClientFunctions,
  UseMutationOptions,
  UseQueriesOptions,
  UseQueriesResult,
  UseQueryOptions,
  UseSuspenseQueryOptions,
} from '@ts-rest/react-query/v5';
import type { ApiFetcherResult } from './api-fetcher';

/**
 * Typed TanStack Query hooks over a ts-rest contract. The types are ts-rest's own
 * (`@ts-rest/react-query/v5`); the runtime is this module, because ts-rest's runtime
 * carries a copy of zod 3 into every page (issue 27). It covers what the app uses.
 */

interface FetcherClientArgs extends ClientArgs {
  baseUrl: string;
  api: (args: ApiFetcherArgs) => Promise<ApiFetcherResult>;
}

interface RequestInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  extraHeaders?: Record<string, string | undefined>;
  fetchOptions?: RequestInit;
  [extraInput: string]: unknown;
}

/** `/pixels/:id` with `{ id: 'p 1' }` → `/pixels/p%201`; an absent optional parameter drops its segment. */
export const pathWithParams = (path: string, params: Record<string, unknown>): string =>
  path.replace(/\/?:([^/?]+)\??/g, (matched, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') return '';
    return `${matched.startsWith('/') ? '/' : ''}${encodeURIComponent(String(value))}`;
  });

/** Query pairs the way ts-rest (and the `qs` library) writes them: `a[0]=x`, `a[b]=y`, dates as ISO text. */
const queryPairs = (key: string, value: unknown): Array<[string, string]> => {
  if (value === undefined) return [];
  if (value === null) return [[key, '']];
  if (value instanceof Date) return [[key, value.toISOString()]];
  if (Array.isArray(value)) return value.flatMap((item, index) => queryPairs(`${key}[${index}]`, item));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => queryPairs(`${key}[${name}]`, item));
  return [[key, String(value as string | number | boolean | bigint)]];
};

export const queryString = (query: Record<string, unknown> | undefined): string => {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) => queryPairs(key, value));
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
};

/** Multipart fields as ts-rest sends them: files as they are, every other value as JSON text. */
const formDataOf = (body: Record<string, unknown>): FormData => {
  const formData = new FormData();
  const append = (key: string, value: unknown) =>
    formData.append(key, value instanceof File ? value : JSON.stringify(value));
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return formData;
};

const lowerCaseHeaders = (headers: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name.toLowerCase(), value]])),
  );

/** A request's body as the app sends it; `contract:check` sends its calls the same way. */
export const encodeBody = (route: AppRoute, body: unknown): Pick<ApiFetcherArgs, 'body' | 'contentType'> => {
  if (route.method === 'GET' || body === undefined || body === null) return { body: undefined, contentType: undefined };
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    return {
      body: body instanceof FormData ? body : formDataOf(body as Record<string, unknown>),
      contentType: 'multipart/form-data',
    };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
};

/** Sends one call of `route` through the client's fetcher and returns the answer, whatever its status. */
const callRoute = (
  route: AppRoute,
  clientArgs: FetcherClientArgs,
  input: RequestInput = {},
  signal?: AbortSignal,
): Promise<ApiFetcherResult> => {
  const { params, query, body, headers, extraHeaders, fetchOptions, ...extraInput } = input;
  const stringParams = Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]));
  const encoded = encodeBody(route, body);
  const requestHeaders = lowerCaseHeaders({ ...extraHeaders, ...headers });
  if (encoded.contentType === 'application/json') requestHeaders['content-type'] ??= 'application/json';
  return clientArgs.api({
    route,
    path: `${clientArgs.baseUrl}${pathWithParams(route.path, stringParams)}${queryString(query)}`,
    method: route.method,
    headers: requestHeaders,
    body: encoded.body,
    contentType: encoded.contentType,
    rawBody: body,
    rawQuery: query,
    fetchOptions: { ...fetchOptions, ...(signal && { signal }) },
    ...extraInput,
  } as ApiFetcherArgs);
};

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Like `callRoute`, but an answer other than 2xx is thrown, so TanStack Query treats it as the error. */
const fetchOrThrow = async (
  route: AppRoute,
  clientArgs: FetcherClientArgs,
  input?: RequestInput,
  signal?: AbortSignal,
) => {
  const response = await callRoute(route, clientArgs, input, signal);
  if (!isSuccess(response.status)) throw response;
  return response;
};

type QueryData = RequestInput | ((context: QueryFunctionContext) => RequestInput) | undefined;

interface QueryDataOption {
  queryKey: readonly unknown[];
  queryData?: QueryData | SkipToken;
}

const queryFnOf =
  (route: AppRoute, clientArgs: FetcherClientArgs, queryData: QueryData) => (context: QueryFunctionContext) =>
    fetchOrThrow(route, clientArgs, typeof queryData === 'function' ? queryData(context) : queryData, context.signal);

const withQueryFn = <TOptions extends QueryDataOption>(
  route: AppRoute,
  clientArgs: FetcherClientArgs,
  { queryData, ...options }: TOptions,
): Omit<TOptions, 'queryData'> & { queryFn: SkipToken | ReturnType<typeof queryFnOf> } => ({
  ...options,
  queryFn: queryData === skipToken ? skipToken : queryFnOf(route, clientArgs, queryData),
});

interface ContractQueryHooks<TRoute extends AppRoute, TClientArgs extends ClientArgs> {
  query: AppRouteFunction<TRoute, TClientArgs>;
  useQuery<TData = DataResponse<TRoute>>(
    options: UseQueryOptions<TRoute, TClientArgs, TData>,
    queryClient?: QueryClient,
  ): UseQueryResult<TData, ErrorResponse<TRoute>>;
  useSuspenseQuery<TData = DataResponse<TRoute>>(
    options: UseSuspenseQueryOptions<TRoute, TClientArgs, TData>,
    queryClient?: QueryClient,
  ): UseSuspenseQueryResult<TData, ErrorResponse<TRoute>>;
  useQueries<TQueries extends unknown[], TCombinedResult = UseQueriesResult<TRoute, TQueries>>(
    options: UseQueriesOptions<TRoute, TClientArgs, TQueries, TCombinedResult>,
    queryClient?: QueryClient,
  ): TCombinedResult;
}

interface ContractMutationHooks<TRoute extends AppRoute, TClientArgs extends ClientArgs> {
  mutate: AppRouteFunction<TRoute, TClientArgs>;
  useMutation<TContext = unknown>(
    options?: UseMutationOptions<TRoute, TClientArgs, TContext>,
    queryClient?: QueryClient,
  ): UseMutationResult<DataResponse<TRoute>, ErrorResponse<TRoute>, RequestData<TRoute, TClientArgs>, TContext>;
}

export type ContractHooks<TRouter extends AppRouter, TClientArgs extends ClientArgs> = {
  [Key in keyof TRouter]: TRouter[Key] extends AppRouteQuery
    ? ContractQueryHooks<TRouter[Key], TClientArgs>
    : TRouter[Key] extends AppRoute
      ? ContractMutationHooks<TRouter[Key], TClientArgs>
      : TRouter[Key] extends AppRouter
        ? ContractHooks<TRouter[Key], TClientArgs>
        : never;
};

type QueryClientFunctionName = 'ensureQueryData' | 'fetchQuery' | 'prefetchQuery' | 'getQueryData' | 'setQueryData';

export type ContractQueryClient<TRouter extends AppRouter, TClientArgs extends ClientArgs> = {
  [Key in keyof TRouter]: TRouter[Key] extends AppRouteQuery
    ? Pick<TsRestQueryClientFunctions<TRouter[Key], TClientArgs>, QueryClientFunctionName>
    : TRouter[Key] extends AppRoute
      ? never
      : TRouter[Key] extends AppRouter
        ? ContractQueryClient<TRouter[Key], TClientArgs>
        : never;
};

const mapRoutes = (router: AppRouter, perRoute: (route: AppRoute) => unknown): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(router).map(([key, entry]) => [
      key,
      isAppRoute(entry) ? perRoute(entry) : mapRoutes(entry, perRoute),
    ]),
  );

const queryHooks = (route: AppRoute, clientArgs: FetcherClientArgs) => ({
  query: (input?: RequestInput) => callRoute(route, clientArgs, input),
  useQuery: (options: QueryDataOption, queryClient?: QueryClient) =>
    useQuery(withQueryFn(route, clientArgs, options), queryClient),
  useSuspenseQuery: (
    { queryData, ...options }: { queryKey: readonly unknown[]; queryData?: QueryData },
    queryClient?: QueryClient,
  ) => useSuspenseQuery({ ...options, queryFn: queryFnOf(route, clientArgs, queryData) }, queryClient),
  useQueries: ({ queries, ...options }: { queries: ReadonlyArray<QueryDataOption> }, queryClient?: QueryClient) =>
    useQueries({ ...options, queries: queries.map((query) => withQueryFn(route, clientArgs, query)) }, queryClient),
});

const mutationHooks = (route: AppRoute, clientArgs: FetcherClientArgs) => ({
  mutate: (input?: RequestInput) => callRoute(route, clientArgs, input),
  useMutation: (options: object = {}, queryClient?: QueryClient) =>
    useMutation(
      { ...options, mutationFn: (input?: RequestInput) => fetchOrThrow(route, clientArgs, input) },
      queryClient,
    ),
});

/** The hooks of every route of `contract`: queries for GET routes, mutations for the others. */
export const contractHooks = <TRouter extends AppRouter, TClientArgs extends FetcherClientArgs>(
  contract: TRouter,
  clientArgs: TClientArgs,
): ContractHooks<TRouter, TClientArgs> =>
  mapRoutes(contract, (route) =>
    route.method === 'GET' ? queryHooks(route, clientArgs) : mutationHooks(route, clientArgs),
  ) as ContractHooks<TRouter, TClientArgs>;

const queryClientFunctions = (route: AppRoute, clientArgs: FetcherClientArgs, queryClient: QueryClient) => {
  if (route.method !== 'GET') return undefined;
  return {
    ensureQueryData: (options: QueryDataOption) => queryClient.ensureQueryData(withQueryFn(route, clientArgs, options)),
    fetchQuery: (options: QueryDataOption) => queryClient.fetchQuery(withQueryFn(route, clientArgs, options)),
    prefetchQuery: (options: QueryDataOption) => queryClient.prefetchQuery(withQueryFn(route, clientArgs, options)),
    getQueryData: (queryKey: readonly unknown[]) => queryClient.getQueryData(queryKey),
    setQueryData: (queryKey: readonly unknown[], updater: unknown) => queryClient.setQueryData(queryKey, updater),
  };
};

/** `ensureQueryData`, `fetchQuery` and the rest for every GET route of `contract`, on one query client. */
export const contractQueryClient = <TRouter extends AppRouter, TClientArgs extends FetcherClientArgs>(
  contract: TRouter,
  clientArgs: TClientArgs,
  queryClient: QueryClient,
): ContractQueryClient<TRouter, TClientArgs> =>
  mapRoutes(contract, (route) => queryClientFunctions(route, clientArgs, queryClient)) as ContractQueryClient<
    TRouter,
    TClientArgs
  >;

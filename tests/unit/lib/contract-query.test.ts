// @vitest-environment happy-dom
import { c, isNoBody } from '@contract/common/contract-builder';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiFetcherArgs } from '@ts-rest/core';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contractHooks, contractQueryClient, pathWithParams, queryString } from '@/lib/contract-query';

const ItemSchema = z.object({ id: z.string() });
const ErrorSchema = z.object({ code: z.string() });

const contract = c.router(
  {
    items: {
      getItem: {
        method: 'GET',
        path: '/api/items/:id',
        responses: { 200: ItemSchema },
      },
      uploadPhoto: {
        method: 'POST',
        path: '/api/items/:id/photo',
        contentType: 'multipart/form-data',
        body: z.object({ file: z.instanceof(File), tags: z.array(z.string()) }),
        responses: { 201: ItemSchema },
      },
    },
    removeItem: {
      method: 'DELETE',
      path: '/api/items/:id',
      body: c.noBody(),
      responses: { 204: c.noBody() },
    },
    renameItem: {
      method: 'PATCH',
      path: '/api/items/:id',
      body: z.object({ name: z.string() }),
      responses: { 200: ItemSchema },
    },
  },
  { strictStatusCodes: true, commonResponses: { 404: ErrorSchema } },
);

type FetcherInput = ApiFetcherArgs & { onUploadProgress?: () => void };

const answering = (status: number, body: unknown) => {
  const calls: FetcherInput[] = [];
  const api = vi.fn((args: FetcherInput) => {
    calls.push(args);
    return Promise.resolve({ status, body, headers: new Headers() });
  });
  return { calls, clientArgs: { baseUrl: '', api } };
};

const withQueryClient = (queryClient: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return createElement(QueryClientProvider, { client: queryClient }, children);
  };

describe('the contract builder', () => {
  it('gives every route the router options: shared error responses and strict status codes', () => {
    expect(Object.keys(contract.items.getItem.responses)).toEqual(['200', '404']);
    expect(contract.renameItem.strictStatusCodes).toBe(true);
    expect(contract.removeItem.path).toBe('/api/items/:id');
  });

  it('marks a route without a body, and only that', () => {
    expect(isNoBody(contract.removeItem.body)).toBe(true);
    expect(isNoBody(contract.renameItem.body)).toBe(false);
    expect(isNoBody(undefined)).toBe(false);
  });
});

describe('request URLs', () => {
  it('fills path parameters, encoded, and drops an absent optional one', () => {
    expect(pathWithParams('/api/items/:id', { id: 'a b/c' })).toBe('/api/items/a%20b%2Fc');
    expect(pathWithParams('/api/items/:id/:tab?', { id: '7' })).toBe('/api/items/7');
  });

  it('writes queries as ts-rest does: arrays and objects by index and key, dates as ISO text, undefined left out', () => {
    expect(
      queryString({
        page: 2,
        search: 'áo dài',
        status: ['active', 'paused'],
        range: { from: new Date('2026-03-01T00:00:00.000Z') },
        empty: null,
        missing: undefined,
      }),
    ).toBe(
      '?page=2&search=%C3%A1o%20d%C3%A0i&status%5B0%5D=active&status%5B1%5D=paused' +
        '&range%5Bfrom%5D=2026-03-01T00%3A00%3A00.000Z&empty=',
    );
    expect(queryString({ missing: undefined })).toBe('');
  });
});

describe('calls through the fetcher', () => {
  it('sends a JSON body with its content type, and headers in lower case', async () => {
    const { calls, clientArgs } = answering(200, { id: '7' });
    const response = await contractHooks(contract, clientArgs).renameItem.mutate({
      params: { id: '7' },
      body: { name: 'Áo dài' },
      extraHeaders: { 'Idempotency-Key': 'key-1' },
    });
    expect(response).toMatchObject({ status: 200, body: { id: '7' } });
    expect(calls[0]).toMatchObject({
      path: '/api/items/7',
      method: 'PATCH',
      body: JSON.stringify({ name: 'Áo dài' }),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-1' },
    });
  });

  it('sends multipart fields as ts-rest does: the file as it is, every other value as JSON', async () => {
    const { calls, clientArgs } = answering(201, { id: '7' });
    const file = new File(['png'], 'photo.png', { type: 'image/png' });
    await contractHooks(contract, clientArgs).items.uploadPhoto.mutate({
      params: { id: '7' },
      body: { file, tags: ['front', 'side'] },
    });
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect((body as FormData).getAll('tags')).toEqual(['"front"', '"side"']);
    expect(calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends no body for a GET or a route without one, and passes extra inputs to the fetcher', async () => {
    const { calls, clientArgs } = answering(204, undefined);
    const onUploadProgress = vi.fn();
    await contractHooks(contract, clientArgs).removeItem.mutate({ params: { id: '7' }, onUploadProgress });
    expect(calls[0]).toMatchObject({ method: 'DELETE', body: undefined, onUploadProgress });
  });

  it('returns an error answer from a plain call, so the caller reads its status', async () => {
    const { clientArgs } = answering(404, { code: 'error.not_found' });
    const response = await contractHooks(contract, clientArgs).items.getItem.query({ params: { id: 'x' } });
    expect(response).toMatchObject({ status: 404, body: { code: 'error.not_found' } });
  });
});

describe('queries and mutations', () => {
  it('gives a query the 2xx answer as data, and a loader the same through ensureQueryData', async () => {
    const { calls, clientArgs } = answering(200, { id: '7' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const options = { queryKey: ['items', '7'], queryData: { params: { id: '7' } } };

    const loaded = await contractQueryClient(contract, clientArgs, queryClient).items.getItem.ensureQueryData(options);
    expect(loaded.body).toEqual({ id: '7' });

    const { result } = renderHook(() => contractHooks(contract, clientArgs).items.getItem.useQuery(options), {
      wrapper: withQueryClient(queryClient),
    });
    await waitFor(() => expect(result.current.data?.body).toEqual({ id: '7' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.fetchOptions?.signal).toBeInstanceOf(AbortSignal);
  });

  it('makes any answer other than 2xx the query error, whole', async () => {
    const { clientArgs } = answering(404, { code: 'error.not_found' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(
      () =>
        contractHooks(contract, clientArgs).items.getItem.useQuery({
          queryKey: ['items', 'x'],
          queryData: { params: { id: 'x' } },
        }),
      { wrapper: withQueryClient(queryClient) },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, body: { code: 'error.not_found' } });
  });

  it('makes an error answer the mutation error', async () => {
    const { clientArgs } = answering(404, { code: 'error.not_found' });
    const queryClient = new QueryClient();
    const { result } = renderHook(() => contractHooks(contract, clientArgs).renameItem.useMutation(), {
      wrapper: withQueryClient(queryClient),
    });
    await expect(result.current.mutateAsync({ params: { id: 'x' }, body: { name: 'New' } })).rejects.toMatchObject({
      status: 404,
    });
  });
});

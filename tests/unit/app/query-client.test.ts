import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';

const clients: QueryClient[] = [];
const newClient = () => {
  const client = createQueryClient();
  clients.push(client);
  return client;
};
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

const failingWith = (status: number) => () =>
  Promise.reject({ status, body: { code: 'error.x' }, headers: new Headers() });

describe('the query client', () => {
  it('asks a 4xx once, a 5xx twice, and gives up within a second', async () => {
    const client = newClient();
    const notFound = vi.fn(failingWith(404));
    const serverError = vi.fn(failingWith(500));

    const started = performance.now();
    await expect(client.fetchQuery({ queryKey: ['not-found'], queryFn: notFound })).rejects.toMatchObject({
      status: 404,
    });
    await expect(client.fetchQuery({ queryKey: ['server'], queryFn: serverError })).rejects.toMatchObject({
      status: 500,
    });

    expect(notFound).toHaveBeenCalledTimes(1);
    expect(serverError).toHaveBeenCalledTimes(2);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('never retries a mutation', async () => {
    const client = newClient();
    const send = vi.fn(failingWith(500));
    const mutation = client.getMutationCache().build(client, { mutationFn: send });

    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 500 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('invalidates in the other tabs what one tab invalidated, by the same key', async () => {
    const here = newClient();
    const there = newClient();
    let version = 0;
    const read = vi.fn(() => Promise.resolve((version += 1)));
    const list = { queryKey: ['members', 'list', { page: 1 }], queryFn: read };
    await there.fetchQuery(list);
    // The list is on screen in the other tab: an invalidation refetches it.
    const unsubscribe = new QueryObserver(there, list).subscribe(() => undefined);

    await here.invalidateQueries({ queryKey: ['members', 'list'] });

    await vi.waitFor(() => expect(there.getQueryData(list.queryKey)).toBe(2));
    unsubscribe();
  });

  it('reads again in the other tabs what one tab removed from its cache', async () => {
    const here = newClient();
    const there = newClient();
    await there.fetchQuery({ queryKey: ['members', 'detail', '7'], queryFn: () => Promise.resolve('member') });

    here.removeQueries({ queryKey: ['members', 'detail', '7'] });

    await vi.waitFor(() => expect(there.getQueryState(['members', 'detail', '7'])?.isInvalidated).toBe(true));
  });

  it('does not echo an invalidation it heard back to the tab that sent it', async () => {
    const here = newClient();
    const there = newClient();
    await here.fetchQuery({ queryKey: ['plans'], queryFn: () => Promise.resolve(1) });
    await there.fetchQuery({ queryKey: ['plans'], queryFn: () => Promise.resolve(1) });
    const heard = vi.spyOn(there, 'invalidateQueries');

    await here.invalidateQueries({ queryKey: ['plans'] });
    await vi.waitFor(() => expect(there.getQueryState(['plans'])?.isInvalidated).toBe(true));

    expect(heard).not.toHaveBeenCalled();
    expect(here.getQueryState(['plans'])?.isInvalidated).toBe(true);
  });
});

import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createGateway } from '@mocks/gateway';

const ORIGIN = 'http://localhost';

const answer = async (gateway: ReturnType<typeof createGateway>, url: string, method = 'GET') => {
  const response = await getResponse([gateway], new Request(`${ORIGIN}${url}`, { method }));
  return response ? { status: response.status, body: await response.text() } : undefined;
};

describe('the mock gateway', () => {
  it('answers a call with the handler of its path and method', async () => {
    const gateway = createGateway([
      http.get(`${ORIGIN}/api/users`, () => HttpResponse.text('me')),
      http.get(`${ORIGIN}/api/users/report`, () => HttpResponse.text('report')),
      http.post(`${ORIGIN}/api/users`, () => HttpResponse.text('created', { status: 201 })),
      http.get(`${ORIGIN}/api/ads-accounts/:id`, ({ params }) => HttpResponse.text(`account ${String(params.id)}`)),
    ]);

    expect(await answer(gateway, '/api/users/report')).toEqual({ status: 200, body: 'report' });
    expect(await answer(gateway, '/api/users', 'POST')).toEqual({ status: 201, body: 'created' });
    expect(await answer(gateway, '/api/ads-accounts/42')).toEqual({ status: 200, body: 'account 42' });
  });

  it('leaves a script, a style or an unknown call unanswered without trying any handler', async () => {
    const resolver = vi.fn(() => HttpResponse.text('never'));
    const gateway = createGateway([http.get(`${ORIGIN}/api/users`, resolver)]);

    expect(await answer(gateway, '/assets/index-abc123.js')).toBeUndefined();
    expect(await answer(gateway, '/')).toBeUndefined();
    expect(await answer(gateway, '/api/unknown')).toBeUndefined();
    expect(resolver).not.toHaveBeenCalled();
  });

  it('keeps the declared order between filed handlers and those matching any path (a parameter first)', async () => {
    const gateway = createGateway([
      http.get(`*/mock-uploads/:name`, ({ params }) => HttpResponse.text(`file ${String(params.name)}`)),
      http.get(`${ORIGIN}/api/:anything/first`, () => HttpResponse.text('declared first')),
      http.get(`${ORIGIN}/api/users/first`, () => HttpResponse.text('declared second')),
    ]);

    expect(await answer(gateway, '/mock-uploads/video.mp4')).toEqual({ status: 200, body: 'file video.mp4' });
    expect(await answer(gateway, '/api/users/first')).toEqual({ status: 200, body: 'declared first' });
  });
});

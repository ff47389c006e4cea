// @vitest-environment happy-dom
import { contract } from '@contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetcher, TIMEZONE_HEADER, type ApiFetcherDeps } from '@/lib/api-fetcher';
import { contractHooks } from '@/lib/contract-query';
import { buildUser } from '../../fixtures/users';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORIGIN = 'http://localhost';
const UPLOAD_HOST = 'https://upload.example.test';

let token: string | null;
let locale: string;
const deps = {
  uploadBaseUrl: UPLOAD_HOST,
  timezone: 'Asia/Ho_Chi_Minh',
  validateResponses: true,
  readToken: () => token,
  readLocale: () => locale,
  clearSession: vi.fn<ApiFetcherDeps['clearSession']>(),
  onSessionEvent: vi.fn<ApiFetcherDeps['onSessionEvent']>(),
} satisfies ApiFetcherDeps;

const client = contractHooks(contract, { baseUrl: ORIGIN, api: createApiFetcher(deps) });

beforeEach(() => {
  token = 'token-1';
  locale = 'vi';
  deps.clearSession.mockReset();
  deps.onSessionEvent.mockReset();
});

const errorBody = (code: string, message = 'Server says no') => ({ code, messageCode: code, message });

describe('the typed client', () => {
  it('sends JSON with the stored bearer token, the timezone header and the stored locale', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(`${ORIGIN}/api/users`, ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json(buildUser());
      }),
    );

    await client.users.getMe.query();
    token = 'token-2';
    locale = 'en';
    const response = await client.users.getMe.query();

    expect(response.status).toBe(200);
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(seen.map((request) => new URL(request.url).searchParams.get('lang'))).toEqual(['vi', 'en']);
    expect(seen[0]?.headers.get(TIMEZONE_HEADER)).toBe('Asia/Ho_Chi_Minh');
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header without a token, and JSON bodies with their content type', async () => {
    token = null;
    let captured: Request | undefined;
    server.use(
      http.post(`${ORIGIN}/api/users/login`, ({ request }) => {
        captured = request.clone();
        return HttpResponse.json({ idToken: 'new', expiresAt: '2026-12-01T00:00:00.000Z' });
      }),
    );

    await client.users.login.mutate({ body: { email: 'seller@example.com', password: 'secret1', rememberMe: true } });

    expect(captured?.headers.get('authorization')).toBeNull();
    expect(captured?.headers.get('content-type')).toBe('application/json');
    expect(await captured?.json()).toEqual({ email: 'seller@example.com', password: 'secret1', rememberMe: true });
  });

  it('keeps other query parameters next to lang', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${ORIGIN}/api/notifications`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ content: [], paging: { total: 0, page: 2, limit: 5 }, unreadCount: 0 });
      }),
    );

    await client.notifications.listNotifications.query({ query: { page: 2, limit: 5 } });

    expect(url?.searchParams.get('page')).toBe('2');
    expect(url?.searchParams.get('limit')).toBe('5');
    expect(url?.searchParams.get('lang')).toBe('vi');
  });

  it('sends uploads to the upload host as multipart with a file field', async () => {
    let received: { host: string; contentType: string | null; fileName: string | undefined } | undefined;
    server.use(
      http.post(`${UPLOAD_HOST}/api/upload/image`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        received = {
          host: new URL(request.url).origin,
          contentType: request.headers.get('content-type'),
          fileName: file instanceof File ? file.name : undefined,
        };
        return HttpResponse.json({ imageUrl: `${UPLOAD_HOST}/images/shot.png` }, { status: 201 });
      }),
    );

    const response = await client.uploads.uploadImage.mutate({
      body: { file: new File(['png-bytes'], 'shot.png', { type: 'image/png' }) },
    });

    expect(response.status).toBe(201);
    expect(received?.host).toBe(UPLOAD_HOST);
    expect(received?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.fileName).toBe('shot.png');
  });

  it('reports upload progress for a video', async () => {
    server.use(
      http.post(`${UPLOAD_HOST}/api/upload/video`, () =>
        HttpResponse.json({ videoUrl: `${UPLOAD_HOST}/videos/demo.mp4`, sizeBytes: 2048 }, { status: 201 }),
      ),
    );
    const progress: number[] = [];

    const response = await client.uploads.uploadVideo.mutate({
      body: { file: new File([new Uint8Array(2048)], 'demo.mp4', { type: 'video/mp4' }) },
      onUploadProgress: ({ percent }) => progress.push(percent),
    });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ videoUrl: `${UPLOAD_HOST}/videos/demo.mp4`, sizeBytes: 2048 });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
  });

  it.each([
    ['code', { code: 'error.user_was_blocked', messageCode: 'error.forbidden', message: 'Locked' }],
    ['messageCode', { code: 'error.forbidden', messageCode: 'error.user_was_blocked', message: 'Locked' }],
  ])('sends a blocked user to the block page when the %s says so', async (_field, body) => {
    server.use(http.get(`${ORIGIN}/api/users`, () => HttpResponse.json(body, { status: 403 })));

    const response = await client.users.getMe.query();

    expect(response.status).toBe(403);
    expect(deps.onSessionEvent).toHaveBeenCalledWith('blocked');
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('sends everyone to the maintenance page during maintenance', async () => {
    server.use(
      http.get(`${ORIGIN}/api/configuration/value`, () =>
        HttpResponse.json(errorBody('error.we_are_maintaining'), { status: 503 }),
      ),
    );

    await client.configuration.getConfiguration.query();

    expect(deps.onSessionEvent).toHaveBeenCalledWith('maintenance');
  });

  it('clears the session and goes to login on a 401 while a token is stored', async () => {
    server.use(
      http.get(`${ORIGIN}/api/users`, () => HttpResponse.json(errorBody('error.unauthorized'), { status: 401 })),
    );

    await client.users.getMe.query();

    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(deps.onSessionEvent).toHaveBeenCalledWith('unauthorized');
  });

  it('leaves a guest alone on a 401 (a failed login is not a lost session)', async () => {
    token = null;
    server.use(
      http.post(`${ORIGIN}/api/users/login`, () =>
        HttpResponse.json(errorBody('error.invalid_credentials'), { status: 401 }),
      ),
    );

    await client.users.login.mutate({
      body: { email: 'seller@example.com', password: 'wrong-password', rememberMe: false },
    });

    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.onSessionEvent).not.toHaveBeenCalled();
  });

  it("passes the server's message through to the caller", async () => {
    server.use(
      http.post(`${ORIGIN}/api/users/login`, () =>
        HttpResponse.json(errorBody('error.too_many_login_failures', 'Thử lại sau 10 phút'), { status: 429 }),
      ),
    );

    const response = await client.users.login.mutate({
      body: { email: 'a@example.com', password: 'x', rememberMe: false },
    });

    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ message: 'Thử lại sau 10 phút' });
  });

  it('reports a response that breaks the contract loudly, naming the route, without throwing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${ORIGIN}/api/users/report`, () => HttpResponse.json({ todaySpend: 'a lot' })));

    const response = await client.users.getReport.query();

    expect(response.status).toBe(200);
    expect(consoleError).toHaveBeenCalledOnce();
    const message = String(consoleError.mock.calls[0]?.[0]);
    expect(message).toContain('GET /api/users/report');
    expect(message).toContain('todaySpend');
    expect(message).toContain('totalSpend');
  });

  it('reports a status the contract does not declare', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${ORIGIN}/api/users/report`, () => new HttpResponse(null, { status: 418 })));

    await client.users.getReport.query();

    expect(String(consoleError.mock.calls[0]?.[0])).toContain('status 418 is not declared');
  });

  it('stays quiet about a response that fits the contract', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${ORIGIN}/api/users`, () => HttpResponse.json(buildUser())));

    await client.users.getMe.query();

    expect(consoleError).not.toHaveBeenCalled();
  });
});

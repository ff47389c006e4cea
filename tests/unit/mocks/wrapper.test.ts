import { contract, listRoutes } from '@contract';
import { contractHandlers } from '@mocks/handlers';
import { mockError } from '@mocks/errors';
import { bindHandlers, publicHandler, userHandler } from '@mocks/http';
import { parseQuery } from '@mocks/http/request';
import { DAY_MS } from '@mocks/clock';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, expectContract, ORIGIN, useMockApi } from './mock-api';

const api = await useMockApi({ scenario: 'new-seller' });
const { client, mock, session } = api;
const credentials = { email: 'minhanh.tran@example.com', password: 'demo1234', rememberMe: false };

describe('the shared wrapper', () => {
  it('answers 400 error.validation with the fields at fault when the body breaks the schema', async () => {
    const response = await client.users.login({ body: { email: 'not-an-email', password: '', rememberMe: false } });

    expect(response.status).toBe(400);
    await expectContract(contract.users.login, response);
    expect(response.body).toMatchObject({ code: 'error.validation', messageCode: 'error.validation' });
    const paths = response.status === 400 ? (response.body.issues ?? []).map((issue) => issue.path) : [];
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password']));
  });

  it('answers 400 with query issues when the query breaks the schema', async () => {
    session.token = await mock.signIn();
    const response = await client.notifications.listNotifications({ query: { page: 0, limit: 500 } });

    expect(response.status).toBe(400);
    const paths = response.status === 400 ? (response.body.issues ?? []).map((issue) => issue.path) : [];
    expect(paths).toEqual(['query.page', 'query.limit']);
  });

  it('answers 400 on malformed JSON instead of failing', async () => {
    const response = await fetch(`${ORIGIN}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'error.validation', issues: [{ path: 'body' }] });
  });

  it('answers 401 error.unauthorized without a token, with an unknown token and with an expired session', async () => {
    const withoutToken = await client.users.getMe();
    session.token = 'mock.not-a-real-token';
    const unknownToken = await client.users.getMe();
    session.token = await mock.signIn();
    mock.clock.advance(DAY_MS + 1);
    const expired = await client.users.getMe();

    for (const response of [withoutToken, unknownToken, expired]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorOf('error.unauthorized'));
      await expectContract(contract.users.getMe, response);
    }
  });

  it('checks the token before the body, so a signed-out call with a bad body is a 401', async () => {
    const response = await client.users.changePassword({ body: { oldPassword: '', newPassword: '1' } });
    expect(response.status).toBe(401);
  });

  it('answers in Vietnamese when the call asks for lang=vi', async () => {
    session.locale = 'vi';
    const response = await client.users.getMe();
    expect(response.body).toMatchObject({ message: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.' });
  });

  it('never sends server-only fields such as the password', async () => {
    session.token = await mock.signIn();
    const response = await client.users.getMe();

    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('password');
    await expectContract(contract.users.getMe, response);
  });

  it('turns a thrown MockError into the contract error body', async () => {
    mock.server.use(
      ...bindHandlers(
        [
          publicHandler(contract.configuration.getConfiguration, () => {
            throw mockError('error.service_error', 500);
          }),
        ],
        () => mock.runtime,
        { anyOrigin: true },
      ),
    );
    const response = await client.configuration.getConfiguration();

    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      code: 'error.service_error',
      messageCode: 'error.service_error',
      message: 'Service error, please try again later.',
    });
  });

  it('refuses to send a body that breaks the contract, answering 500 error.internal', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mock.server.use(
      ...bindHandlers(
        [
          publicHandler(contract.configuration.getConfiguration, ({ db }) => ({
            status: 200,
            body: { ...db.configuration.findFirst(undefined, { strict: true }), exchangeRate: 'about 25k' },
          })),
        ],
        () => mock.runtime,
        { anyOrigin: true },
      ),
    );
    const response = await client.configuration.getConfiguration();

    expect(response.status).toBe(500);
    expect(response.body).toEqual(errorOf('error.internal'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('body.exchangeRate'));
  });

  it('will not put a public route behind auth or the reverse', () => {
    expect(() =>
      userHandler(contract.users.login, () => ({ status: 200, body: { idToken: 'x', expiresAt: '' } })),
    ).toThrow(/public route/);
    expect(() => publicHandler(contract.users.getMe, () => ({ status: 401, body: errorBody }))).toThrow(/user route/);
  });
});

const errorBody = { code: 'error.unauthorized', messageCode: 'error.unauthorized', message: 'no' };

describe('the shared wrapper for blocked users', () => {
  it('answers 403 error.user_was_blocked (code and messageCode) on every authenticated call after sign-in', async () => {
    await mock.reset('blocked-user');
    const login = await client.users.login({
      body: { email: 'hung.pham@example.com', password: 'demo1234', rememberMe: false },
    });
    expect(login.status).toBe(200);
    session.token = login.status === 200 ? login.body.idToken : null;

    const calls = [
      await client.users.getMe(),
      await client.notifications.listNotifications({ query: {} }),
      await client.configuration.listSecondaryIndustries(),
      // Blocked wins over a bad body.
      await client.users.updateMe({ body: { firstName: '' } }),
    ];
    for (const response of calls) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(errorOf('error.user_was_blocked'));
    }
  });
});

describe('the shared wrapper for partner routes', () => {
  const partnerOnly = () =>
    mock.server.use(
      ...bindHandlers(
        [
          userHandler(contract.partnership.listMembers, () => {
            throw mockError('error.not_found', 404);
          }),
        ],
        () => mock.runtime,
        { anyOrigin: true },
      ),
    );

  it('answers 403 error.forbidden unless the partnership is active', async () => {
    partnerOnly();
    session.token = await mock.signIn();
    const seller = await client.partnership.listMembers({ query: {} });
    expect(seller.status).toBe(403);
    expect(seller.body).toEqual(errorOf('error.forbidden'));

    await mock.db.users.updateMany((q) => q.where({ status: 'active' }), {
      data(draft) {
        draft.partnership = { status: 'active' };
      },
    });
    const partner = await client.partnership.listMembers({ query: {} });
    expect(partner.status).toBe(404);
  });
});

describe('the shared wrapper in maintenance', () => {
  it('answers 503 error.we_are_maintaining to every call, public or not, configuration included', async () => {
    await mock.reset('maintenance');
    const calls = [
      await client.configuration.getConfiguration(),
      await client.users.login({ body: credentials }),
      await client.users.getMe(),
      await client.notifications.readAllNotifications(),
    ];
    for (const response of calls) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual(errorOf('error.we_are_maintaining'));
    }
    await expectContract(contract.configuration.getConfiguration, calls[0] ?? { status: 0, body: null });
  });
});

describe('the handler registry', () => {
  it('answers each contract route at most once, and only routes of the contract', () => {
    const contractRoutes = new Set(listRoutes(contract).map(({ route }) => route));
    const handled = contractHandlers.map((handler) => handler.route);
    expect(new Set(handled).size).toBe(handled.length);
    for (const route of handled) expect(contractRoutes.has(route)).toBe(true);
  });

  it('has a handler for every route of the contract', () => {
    const handled = new Set(contractHandlers.map((handler) => handler.route));
    const withoutHandler = listRoutes(contract)
      .filter(({ route }) => !handled.has(route))
      .map(({ key }) => key);
    expect(withoutHandler).toEqual([]);
  });
});

describe('query parsing', () => {
  it('reads qs-style arrays and objects the way ts-rest writes them', () => {
    expect(parseQuery(new URLSearchParams('page=2&a[0]=x&a[1]=y&f[status]=ok&tag=1&tag=2'))).toEqual({
      page: '2',
      a: ['x', 'y'],
      f: { status: 'ok' },
      tag: ['1', '2'],
    });
  });
});

import { contract } from '@contract';
import { DAY_MS, MINUTE_MS } from '@mocks/clock';
import { describe, expect, it } from 'vitest';
import { createTestClient, errorOf, expectContract, useMockApi } from './mock-api';

const { mock } = await useMockApi({ scenario: 'verified-seller' });

/** A client of its own that sends `token` (or none), like one browser of the seller's. */
const clientWith = (token: string | null) => createTestClient({ token, locale: 'en' });

describe('sign-out', () => {
  it("revokes the caller's session: every later call with its token answers 401 error.unauthorized", async () => {
    const token = await mock.signIn();
    const device = clientWith(token);
    expect((await device.users.getMe()).status).toBe(200);

    const signedOut = await device.users.logout();
    expect(signedOut).toMatchObject({ status: 200, body: { success: true } });
    await expectContract(contract.users.logout, signedOut);

    const after = await clientWith(token).users.getMe();
    expect(after.status).toBe(401);
    expect(after.body).toEqual(errorOf('error.unauthorized'));
    expect((await clientWith(token).users.getReport()).status).toBe(401);
  });

  it("leaves the user's other sessions signed in", async () => {
    const laptop = await mock.signIn();
    const phone = await mock.signIn();

    await clientWith(laptop).users.logout();

    expect((await clientWith(phone).users.getMe()).status).toBe(200);
    expect((await clientWith(laptop).users.getMe()).status).toBe(401);
  });

  it('answers 200 to a token already revoked, expired, unknown, or none: leaving never fails', async () => {
    const revoked = await mock.signIn();
    await clientWith(revoked).users.logout();
    const expired = await mock.signIn();
    mock.clock.advance(DAY_MS + MINUTE_MS);

    for (const token of [revoked, expired, 'never-issued', null]) {
      const answer = await clientWith(token).users.logout();
      expect(answer, `sign-out with ${String(token)}`).toMatchObject({ status: 200, body: { success: true } });
    }
  });
});

import { contract } from '@contract';
import { BusinessModelSchema } from '@contract/common/enums.schema';
import { DAY_MS } from '@mocks/clock';
import { createGiftCode } from '@mocks/factories/gift-code';
import { PARTNER_REFERRAL_CODE } from '@scenarios/partner';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, useMockApi } from '../mocks/mock-api';

const { mock, client, session } = await useMockApi({ scenario: 'partner' });
const routes = contract.giftCodes;

const partner = () =>
  mock.db.users.findFirst((q) => q.where({ referralCode: PARTNER_REFERRAL_CODE }), { strict: true });
const activeMember = () => {
  const member = mock.db.users
    .all()
    .find((user) => user.referredBy === PARTNER_REFERRAL_CODE && user.status === 'active');
  if (!member) throw new Error('the partner scenario has no active member');
  return member;
};
/** A code of the house (no partner), as other scenarios seed them. */
const addHouseCode = () => mock.db.giftCodes.create(createGiftCode({ id: 'gft_house', code: 'WELCOME20' }));
const newCode = (overrides: Partial<{ code: string; expiry: string | null; minTotalSpend: number }> = {}) => ({
  code: 'HOASUMMER',
  worth: 2_500,
  minTotalSpend: 0,
  timeOfUseDays: 10,
  quantity: 3,
  expiry: new Date(mock.clock.now() + 30 * DAY_MS).toISOString(),
  ...overrides,
});

describe("a partner's gift codes", () => {
  it('creates an active code with its whole quantity, first in the list, once per idempotency key', async () => {
    session.token = await mock.signIn();
    const id = partner().id;
    const headers = freshKey();
    const created = await client.giftCodes.createPartnerGiftCode({ params: { id }, body: newCode(), headers });
    await expectContract(routes.createPartnerGiftCode, created);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'HOASUMMER',
      worth: 2_500,
      minimumRequiredSpend: { start: null, minTotalSpend: 0, maxTotalSpend: null },
      timeOfUseDays: 10,
      quantity: { available: 3, saved: 0, paid: 0, total: 3 },
      status: 'active',
    });

    // A retried request (same key) answers the same code and makes no second one.
    const retried = await client.giftCodes.createPartnerGiftCode({ params: { id }, body: newCode(), headers });
    expect(retried.body).toEqual(created.body);
    const list = await client.giftCodes.listPartnerGiftCodes({ params: { id }, query: {} });
    if (list.status !== 200) throw new Error('list failed');
    expect(list.body.paging.total).toBe(5);
    expect(list.body.content[0]).toMatchObject({ code: 'HOASUMMER' });
  });

  it('refuses a code spelled like another (any case, house codes too), a past expiry and another partner', async () => {
    session.token = await mock.signIn();
    const id = partner().id;
    const create = (body: ReturnType<typeof newCode>, partnerId = id) =>
      client.giftCodes.createPartnerGiftCode({ params: { id: partnerId }, body, headers: freshKey() });

    await addHouseCode();
    const taken = await create(newCode({ code: 'hoa50' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'error.validation',
      message: 'The gift code hoa50 already exists',
      issues: [{ path: 'body.code', message: 'This gift code already exists' }],
    });
    expect((await create(newCode({ code: 'welcome20' }))).status).toBe(409);

    const past = await create(newCode({ expiry: new Date(mock.clock.now() - 1).toISOString() }));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'error.validation', issues: [{ path: 'body.expiry' }] });

    // A caller reading Vietnamese gets the refusal and its field issue in Vietnamese.
    session.locale = 'vi';
    expect((await create(newCode({ code: 'hoa50' }))).body).toMatchObject({
      message: 'Mã quà tặng hoa50 đã tồn tại',
      issues: [{ path: 'body.code', message: 'Mã quà tặng này đã tồn tại' }],
    });
    expect((await create(newCode({ expiry: new Date(mock.clock.now() - 1).toISOString() }))).body).toMatchObject({
      issues: [{ path: 'body.expiry', message: 'Ngày hết hạn phải ở tương lai' }],
    });
    session.locale = 'en';

    const zero = await client.giftCodes.createPartnerGiftCode({
      params: { id },
      body: { ...newCode(), worth: 0 },
      headers: freshKey(),
    });
    expect(zero.status).toBe(400);

    const other = await create(newCode(), activeMember().id);
    expect(other.status).toBe(403);
    expect(other.body).toEqual(errorOf('error.forbidden'));
  });

  it('deactivates a code so members can no longer save it, and reactivates it', async () => {
    session.token = await mock.signIn();
    const id = partner().id;
    const created = await client.giftCodes.createPartnerGiftCode({
      params: { id },
      body: newCode(),
      headers: freshKey(),
    });
    if (created.status !== 201) throw new Error('create failed');
    const codeId = created.body.id;
    const setStatus = (status: 'active' | 'deactivate') =>
      client.giftCodes.setPartnerGiftCodeStatus({ params: { id, codeId }, body: { status } });

    const off = await setStatus('deactivate');
    await expectContract(routes.setPartnerGiftCodeStatus, off);
    expect(off.body).toMatchObject({ id: codeId, status: 'deactivate' });
    // Asking again is a no-op, not an error.
    expect((await setStatus('deactivate')).body).toMatchObject({ status: 'deactivate' });

    const member = activeMember();
    session.token = await mock.signIn(member.email);
    const refused = await client.giftCodes.redeemGiftCode({ body: { code: 'HOASUMMER' }, headers: freshKey() });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual(errorOf('error.gift_code_unavailable'));

    session.token = await mock.signIn();
    const on = await setStatus('active');
    expect(on.body).toMatchObject({ id: codeId, status: 'active' });
    session.token = await mock.signIn(member.email);
    const saved = await client.giftCodes.redeemGiftCode({ body: { code: 'hoasummer' }, headers: freshKey() });
    expect(saved.status).toBe(201);
  });

  it('keeps an expired code as it is, and answers 404 for a code that is not the partner’s', async () => {
    session.token = await mock.signIn();
    const id = partner().id;
    const expired = mock.db.giftCodes.all().find((code) => code.code === 'HOATET');
    const house = await addHouseCode();
    if (!expired || !house) throw new Error('the partner scenario has no expired or house code');

    const deactivated = await client.giftCodes.setPartnerGiftCodeStatus({
      params: { id, codeId: expired.id },
      body: { status: 'deactivate' },
    });
    expect(deactivated.status).toBe(409);
    expect(deactivated.body).toMatchObject({
      code: 'error.validation',
      message: 'A gift code that is expired cannot be deactivated',
    });

    // A code deactivated before its expiry passed cannot come back once it has.
    const created = await client.giftCodes.createPartnerGiftCode({
      params: { id },
      body: newCode({ expiry: new Date(mock.clock.now() + DAY_MS).toISOString() }),
      headers: freshKey(),
    });
    if (created.status !== 201) throw new Error('create failed');
    const params = { id, codeId: created.body.id };
    await client.giftCodes.setPartnerGiftCodeStatus({ params, body: { status: 'deactivate' } });
    mock.clock.advance(2 * DAY_MS);
    session.token = await mock.signIn();
    const late = await client.giftCodes.setPartnerGiftCodeStatus({ params, body: { status: 'active' } });
    expect(late.status).toBe(409);

    const foreign = await client.giftCodes.setPartnerGiftCodeStatus({
      params: { id, codeId: house.id },
      body: { status: 'deactivate' },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("the partner's members' details", () => {
  it("answer the business model as one of the spec's five, and the form carries the partner's referral code", async () => {
    session.token = await mock.signIn();
    const members = mock.db.users.all().filter((user) => user.referredBy === PARTNER_REFERRAL_CODE);
    expect(
      members.every((user) => user.businessModel === null || BusinessModelSchema.safeParse(user.businessModel).success),
    ).toBe(true);

    const waiting = await client.partnership.listMemberContactInfo({ query: { limit: 5 } });
    if (waiting.status !== 200) throw new Error('contact info failed');
    const [first] = waiting.body.content;
    expect(first?.information).toMatchObject({ referralCode: PARTNER_REFERRAL_CODE });

    const detail = await client.partnership.getMember({ params: { id: first?.member.id ?? '' } });
    await expectContract(contract.partnership.getMember, detail);
    expect(
      BusinessModelSchema.safeParse(detail.body && 'businessModel' in detail.body ? detail.body.businessModel : null)
        .success,
    ).toBe(true);
  });
});

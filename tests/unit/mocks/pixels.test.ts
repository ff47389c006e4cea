import { contract } from '@contract';
import { InvalidShopUrl, PixelAlreadyAdded, PixelCodeNotFound, StoreNotConnected } from '@mocks/rules/pixels/errors';
import { toMockError } from '@mocks/errors';
import { installStoreApp, newPixelCode, shopDomainOf } from '@mocks/rules/pixels';
import { runRule } from '@mocks/rules/effect-runtime';
import { SIMULATED_STORE_INSTALL_PATH } from '@contract/demo/simulated-pages';
import type { ShopifyConnectQuery } from '@contract/shopify/shopify.schema';
import { VERIFIED_SELLER_AD_ACCOUNT_IDS } from '@scenarios/verified-seller';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, ORIGIN, useMockApi } from './mock-api';

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const signIn = async () => {
  session.token = await mock.signIn();
};

const routes = contract.pixels;
const { main, retargeting, newCollection } = VERIFIED_SELLER_AD_ACCOUNT_IDS;
const pixelOn = (adsAccountId: string) => {
  const pixel = mock.db.pixels.findFirst((q) => q.where({ adsAccountId }));
  if (!pixel) throw new Error(`no seeded pixel on ${adsAccountId}`);
  return pixel;
};
const setAdAccountStatus = async (id: string) => {
  await mock.db.adAccounts.update((q) => q.where({ id }), {
    data(draft) {
      draft.status = 'SHOW_ACCOUNT_STATUS_PUNISHED';
    },
  });
};

describe('pixel rules', () => {
  it('makes 20-character upper-case codes', () => {
    for (let i = 0; i < 20; i += 1) expect(newPixelCode()).toMatch(/^[A-Z0-9]{20}$/);
  });

  it('reads a store address as its myshopify.com domain', () => {
    expect(Effect.runSync(shopDomainOf('https://Lan-Boutique.myshopify.com/admin'))).toBe('lan-boutique.myshopify.com');
    expect(Effect.runSync(shopDomainOf('lan-boutique.myshopify.com'))).toBe('lan-boutique.myshopify.com');
    expect(Effect.runSync(Effect.flip(shopDomainOf('https://lanboutique.vn')))._tag).toBe('InvalidShopUrl');
  });

  it('keeps the server message on each refusal', () => {
    expect(toMockError(new PixelCodeNotFound({ code: 'ABC', adsAccountId: null }))).toMatchObject({
      code: 'error.not_found',
      status: 404,
      detail: { en: 'No pixel with code ABC was found.', vi: 'Không tìm thấy pixel có mã ABC.' },
    });
    expect(toMockError(new PixelAlreadyAdded({ code: 'ABC' }))).toMatchObject({
      code: 'error.validation',
      status: 409,
    });
    expect(toMockError(new StoreNotConnected({ shop: 's.myshopify.com' })).detail).toMatchObject({
      en: expect.stringContaining('s.myshopify.com'),
      vi: expect.stringContaining('s.myshopify.com'),
    });
    expect(toMockError(new InvalidShopUrl({ shopUrl: 'x' }))).toMatchObject({ code: 'error.invalid_url', status: 400 });
  });
});

describe('pixel list and reads', () => {
  it('lists the two dashboard pixels, filtered and paged', async () => {
    await signIn();
    const all = await client.pixels.listPixels({ query: {} });
    expect(all.status).toBe(200);
    await expectContract(routes.listPixels, all);
    if (all.status !== 200) return;
    expect(all.body.paging).toEqual({ total: 2, page: 1, limit: 10 });
    expect(all.body.content.map((pixel) => pixel.adsAccountId)).toEqual([retargeting, main]);

    const inactive = await client.pixels.listPixels({ query: { status: 'inactive' } });
    expect(inactive.status === 200 && inactive.body.content.map((pixel) => pixel.name)).toEqual(['Retargeting']);
    const searched = await client.pixels.listPixels({ query: { search: 'lan boutique', limit: 1, page: 1 } });
    expect(searched.status === 200 && searched.body.paging.total).toBe(1);
  });

  it('reads one pixel and its settings; a removed or unknown one is not found', async () => {
    await signIn();
    const pixel = pixelOn(main);
    const one = await client.pixels.getPixel({ params: { id: pixel.id } });
    expect(one.status).toBe(200);
    await expectContract(routes.getPixel, one);
    const settings = await client.pixels.getPixelSettings({ params: { id: pixel.id } });
    expect(settings.status).toBe(200);
    await expectContract(routes.getPixelSettings, settings);
    expect(settings.body).toMatchObject({ pixelId: pixel.id, code: pixel.code });
    expect(settings.status === 200 && settings.body.baseCode).toContain(pixel.code);

    const platformOnly = pixelOn(newCollection);
    const hidden = await client.pixels.getPixel({ params: { id: platformOnly.id } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(errorOf('error.not_found'));
  });
});

describe('pixel lifecycle', () => {
  it('creates a pixel with a fresh code, turns it off and on, and removes it', async () => {
    await signIn();
    const created = await client.pixels.generatePixel({
      body: { name: 'Spring sale', pixelName: 'Spring Sale Pixel', adsAccountId: main },
    });
    expect(created.status).toBe(201);
    await expectContract(routes.generatePixel, created);
    if (created.status !== 201) return;
    expect(created.body).toMatchObject({ status: 'active', store: null, adsAccountId: main });
    expect(created.body.code).toMatch(/^[A-Z0-9]{20}$/);
    expect(created.body.settings.trackedEvents).toHaveLength(8);

    const off = await client.pixels.updatePixelStatus({
      params: { id: created.body.id },
      body: { status: 'inactive' },
    });
    expect(off.status).toBe(200);
    await expectContract(routes.updatePixelStatus, off);
    expect(off.body).toMatchObject({ status: 'inactive', detail: expect.any(String) });
    const on = await client.pixels.updatePixelStatus({ params: { id: created.body.id }, body: { status: 'active' } });
    expect(on.body).toMatchObject({ status: 'active', detail: null });

    const removed = await client.pixels.deletePixel({ params: { id: created.body.id } });
    expect(removed.status).toBe(200);
    await expectContract(routes.deletePixel, removed);
    expect((await client.pixels.getPixel({ params: { id: created.body.id } })).status).toBe(404);
    expect((await client.pixels.deletePixel({ params: { id: created.body.id } })).status).toBe(404);

    // Still on the platform: the code finds it again and it can be added back.
    const query = await client.pixels.queryPixelName({ body: { code: created.body.code } });
    expect(query.body).toEqual({ name: 'Spring Sale Pixel', adsAccountId: main, error: null });
  });

  it('adds an existing platform pixel by code after querying its name', async () => {
    await signIn();
    const platformOnly = pixelOn(newCollection);
    const query = await client.pixels.queryPixelName({ body: { code: platformOnly.code } });
    expect(query.status).toBe(200);
    await expectContract(routes.queryPixelName, query);
    expect(query.body).toEqual({ name: 'New Collection Pixel', adsAccountId: newCollection, error: null });

    const added = await client.pixels.generatePixel({
      body: { name: 'New collection', pixelName: 'ignored', adsAccountId: newCollection, code: platformOnly.code },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      id: platformOnly.id,
      name: 'New collection',
      pixelName: 'New Collection Pixel',
    });

    const again = await client.pixels.generatePixel({
      body: { name: 'Twice', pixelName: 'Twice', adsAccountId: newCollection, code: platformOnly.code },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'error.validation',
      message: expect.stringContaining(platformOnly.code),
    });
    const alreadyQuery = await client.pixels.queryPixelName({ body: { code: platformOnly.code } });
    expect(alreadyQuery.body).toMatchObject({ error: expect.stringContaining('already') });
  });

  it('answers the pixel query with the server message when the pixel cannot be used', async () => {
    await signIn();
    const unknown = await client.pixels.queryPixelName({ body: { code: 'ZZZZZZZZZZZZZZZZZZZZ' } });
    expect(unknown.body).toEqual({
      name: null,
      adsAccountId: null,
      error: 'No pixel with code ZZZZZZZZZZZZZZZZZZZZ was found.',
    });
    await setAdAccountStatus(newCollection);
    const notApproved = await client.pixels.queryPixelName({ body: { code: pixelOn(newCollection).code } });
    expect(notApproved.body).toMatchObject({
      adsAccountId: newCollection,
      error: expect.stringContaining('not approved'),
    });
  });

  it('creates pixels only on an approved ad account of the seller, by a known code', async () => {
    await signIn();
    const foreign = await client.pixels.generatePixel({
      body: { name: 'Foreign', pixelName: 'Foreign', adsAccountId: '7399999999999999999' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(errorOf('error.not_found'));

    await setAdAccountStatus(retargeting);
    const punished = await client.pixels.generatePixel({
      body: { name: 'Punished', pixelName: 'Punished', adsAccountId: retargeting },
    });
    expect(punished.status).toBe(422);
    expect(punished.body).toEqual(errorOf('error.ad_account_not_approved'));

    const wrongAccount = await client.pixels.generatePixel({
      body: { name: 'Wrong', pixelName: 'Wrong', adsAccountId: main, code: pixelOn(newCollection).code },
    });
    expect(wrongAccount.status).toBe(404);
    expect(wrongAccount.body).toMatchObject({ message: expect.stringContaining(`on ad account ${main}`) });
    await expectContract(routes.generatePixel, wrongAccount);
  });
});

describe('store platform', () => {
  /** Install on the simulated install screen (the demo control runs this rule). */
  const install = (query: ShopifyConnectQuery) => {
    const pixel = pixelOn(main);
    return runRule(installStoreApp(mock.db, pixel.userId, query, ORIGIN), { clock: mock.clock });
  };

  it('attaches a store: connect page, simulated install, then turn the app embed on', async () => {
    await signIn();
    const pixel = pixelOn(retargeting);
    const attach = await client.pixels.attachPixelStore({
      body: { pixelId: pixel.id, shop: 'lan-outlet.myshopify.com' },
    });
    expect(attach.status).toBe(200);
    await expectContract(routes.attachPixelStore, attach);
    if (attach.status !== 200) return;
    const redirect = new URL(attach.body.redirectUrl);
    expect(redirect.pathname).toBe('/shopify/connect');
    const query = {
      shop: 'lan-outlet.myshopify.com',
      pixelCode: pixel.code,
      pixelName: pixel.pixelName,
      pixelAdsAccountId: retargeting,
    };
    expect(Object.fromEntries(redirect.searchParams)).toEqual(query);

    const connect = await client.shopify.requestShopifyConnect({ query });
    expect(connect.status).toBe(200);
    await expectContract(contract.shopify.requestShopifyConnect, connect);
    if (connect.status !== 200) return;
    const installScreen = new URL(connect.body.redirectUrl);
    expect(installScreen.pathname).toBe(SIMULATED_STORE_INSTALL_PATH);
    expect(Object.fromEntries(installScreen.searchParams)).toEqual(query);
    // Nothing is installed until the merchant says Install.
    expect(mock.db.pixels.findFirst((q) => q.where({ id: pixel.id }))?.store).toBeNull();

    const installed = new URL((await install(query)).redirectUrl);
    expect(installed.pathname).toBe('/shopify/connect');
    expect(Object.fromEntries(installed.searchParams)).toEqual({
      shop: 'lan-outlet.myshopify.com',
      connected: 'true',
      pixelId: pixel.id,
    });
    expect(mock.db.pixels.findFirst((q) => q.where({ id: pixel.id }))?.store).toMatchObject({
      shop: 'lan-outlet.myshopify.com',
      themeEmbedEnabled: false,
    });

    const shopUrl = 'https://lan-outlet.myshopify.com';
    const before = await client.shopify.getThemeEmbedStatus({ query: { shopUrl } });
    expect(before.body).toEqual({ enabled: false });
    await expectContract(contract.shopify.getThemeEmbedStatus, before);
    const enable = await client.shopify.enableShopifyExtension({ query: { shopUrl } });
    expect(enable.status).toBe(200);
    await expectContract(contract.shopify.enableShopifyExtension, enable);
    expect(enable.body).toMatchObject({
      enabled: false,
      redirectUrl: expect.stringContaining('lan-outlet.myshopify.com'),
    });
    expect((await client.shopify.getThemeEmbedStatus({ query: { shopUrl } })).body).toEqual({ enabled: true });
    expect((await client.shopify.enableShopifyExtension({ query: { shopUrl } })).body).toEqual({
      enabled: true,
      redirectUrl: null,
    });
  });

  it('moves a store to the newly installed pixel and refuses unknown pixels and stores', async () => {
    await signIn();
    const installed = pixelOn(main);
    const other = pixelOn(retargeting);
    await install({ shop: 'lan-boutique.myshopify.com', pixelCode: other.code });
    expect(mock.db.pixels.findFirst((q) => q.where({ id: installed.id }))?.store).toBeNull();

    const unknownPixel = await client.shopify.requestShopifyConnect({
      query: { shop: 'lan-boutique.myshopify.com', pixelCode: 'NOPE' },
    });
    expect(unknownPixel.status).toBe(404);
    expect(unknownPixel.body).toMatchObject({ message: 'No pixel with code NOPE was found.' });
    await expect(install({ shop: 'lan-boutique.myshopify.com', pixelCode: 'NOPE' })).rejects.toMatchObject({
      code: 'error.not_found',
    });

    const notConnected = await client.shopify.enableShopifyExtension({ query: { shopUrl: 'other.myshopify.com' } });
    expect(notConnected.status).toBe(404);
    await expectContract(contract.shopify.enableShopifyExtension, notConnected);
    const badUrl = await client.shopify.getThemeEmbedStatus({ query: { shopUrl: 'https://lanboutique.vn' } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual(errorOf('error.invalid_url'));

    const foreignAttach = await client.pixels.attachPixelStore({
      body: { pixelId: 'pxl_missing', shop: 'lan-boutique.myshopify.com' },
    });
    expect(foreignAttach.status).toBe(404);
  });

  it('connects a store without a pixel through the install screen back to the landing', async () => {
    await signIn();
    const connect = await client.shopify.requestShopifyConnect({ query: { shop: 'new-shop.myshopify.com' } });
    expect(connect.status === 200 && new URL(connect.body.redirectUrl).pathname).toBe(SIMULATED_STORE_INSTALL_PATH);
    const back = new URL((await install({ shop: 'new-shop.myshopify.com' })).redirectUrl);
    expect(`${back.pathname}${back.search}`).toBe('/shopify/connect?shop=new-shop.myshopify.com&connected=true');
  });
});

import { acceptsMoney } from '@contract/ad-accounts/ad-account-rules';
import { SIMULATED_STORE_INSTALL_PATH } from '@contract/demo/simulated-pages';
import { shopDomainOf as shopDomainFromUrl, type ShopifyConnectQuery } from '@contract/shopify/shopify.schema';
import type {
  AttachPixelStoreBody,
  GeneratePixelBody,
  PixelList,
  PixelListQuery,
  PixelNameResult,
  PixelSettingsView,
  PixelStatus,
} from '@contract/pixels/pixels.schema';
import { Effect } from 'effect';
import type { MockDb } from '../db';
import type { AdAccountRecord } from '../factories/ad-account';
import { createPixel, DEFAULT_PIXEL_SETTINGS, type PixelRecord } from '../factories/pixel';
import { ownAdAccount } from './ad-accounts';
import { fromDb, nowIso } from './effect-runtime';
import { AdAccountNotApproved } from './ad-accounts/errors';
import { InvalidShopUrl, PixelAlreadyAdded, PixelCodeNotFound, StoreNotConnected } from './pixels/errors';
import { RecordNotFound } from '../errors';
import { newId } from './ids';
import { newestFirst, paged, whereEqual } from './list';

/*
 * Pixels and the store platform (spec sections 3, 7, 8). A pixel lives on the platform under
 * an ad account; the dashboard shows the ones the seller added (`inDashboard`). The store is
 * connected by a redirect round trip through the demo's simulated install screen, and the theme app embed is
 * turned on by following the enable-extension link, which the mock also takes as done.
 */

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const PIXEL_CODE_LENGTH = 20;

/** A new platform pixel code: 20 upper-case letters and digits. */
export const newPixelCode = (): string =>
  Array.from(
    crypto.getRandomValues(new Uint8Array(PIXEL_CODE_LENGTH)),
    (value) => CODE_ALPHABET[value % CODE_ALPHABET.length],
  ).join('');

/* ---------- Lookups ---------- */

/** The seller's approved ad account: pixels are created and added only there. */
const approvedAdAccount = (
  db: MockDb,
  userId: string,
  adsAccountId: string,
): Effect.Effect<AdAccountRecord, RecordNotFound | AdAccountNotApproved> =>
  Effect.flatMap(ownAdAccount(db, userId, adsAccountId), (account) =>
    acceptsMoney(account.status)
      ? Effect.succeed(account)
      : Effect.fail(new AdAccountNotApproved({ adAccountId: account.id, status: account.status })),
  );

/** A pixel in the seller's dashboard; removed, missing and other sellers' pixels are "not found". */
export const ownPixel = (db: MockDb, userId: string, id: string): Effect.Effect<PixelRecord, RecordNotFound> => {
  const pixel = db.pixels.findFirst((q) => q.where({ id, userId, inDashboard: true }));
  return pixel ? Effect.succeed(pixel) : Effect.fail(new RecordNotFound({ entity: 'pixel', id }));
};

const platformPixel = (db: MockDb, code: string): PixelRecord | undefined =>
  db.pixels.findFirst((q) => q.where({ code }));

/* ---------- List and read ---------- */

const matches = (search: string | undefined, pixel: PixelRecord): boolean => {
  const needle = search?.trim().toLowerCase();
  return !needle || [pixel.name, pixel.pixelName, pixel.code].some((field) => field.toLowerCase().includes(needle));
};

/** GET /api/pixels: the dashboard's pixels, newest first, filtered and paged. */
export const listPixels = (db: MockDb, userId: string, query: PixelListQuery): PixelList => {
  const pixels = db.pixels
    .findMany((q) => q.where({ userId, inDashboard: true }))
    .filter(whereEqual(query.status, (pixel) => pixel.status))
    .filter(whereEqual(query.adsAccountId, (pixel) => pixel.adsAccountId))
    .filter((pixel) => matches(query.search, pixel))
    .sort(newestFirst((pixel) => [pixel.createdAt, pixel.id]));
  return paged(pixels, query);
};

/** The snippet a seller pastes into a store that is not connected. */
const pixelBaseCode = (code: string): string =>
  [
    '<script>',
    '!function (w, d, t) {',
    '  w.TiktokAnalyticsObject = t; var ttq = w[t] = w[t] || [];',
    `  ttq.load('${code}');`,
    '  ttq.page();',
    "}(window, document, 'ttq');",
    '</script>',
  ].join('\n');

/** GET /api/pixels/:id/settings. */
export const pixelSettingsView = (pixel: PixelRecord): PixelSettingsView => ({
  pixelId: pixel.id,
  code: pixel.code,
  settings: pixel.settings,
  baseCode: pixelBaseCode(pixel.code),
  store: pixel.store,
});

/* ---------- Query, generate, status, remove ---------- */

/**
 * POST /api/pixels/name. Always answers: a pixel that cannot be used carries the server
 * message in `error` (spec section 8). Another seller's pixel reveals neither name nor owner.
 */
export const queryPixelName = (db: MockDb, userId: string, code: string): PixelNameResult => {
  const pixel = platformPixel(db, code);
  if (!pixel) return { name: null, adsAccountId: null, error: `No pixel with code ${code} was found.` };
  const account = db.adAccounts.findFirst((q) => q.where({ id: pixel.adsAccountId, userId }));
  if (!account) {
    return { name: null, adsAccountId: null, error: 'This pixel belongs to an ad account that is not yours.' };
  }
  const found = { name: pixel.pixelName, adsAccountId: pixel.adsAccountId };
  if (!acceptsMoney(account.status)) {
    return { ...found, error: `The ad account ${account.id} that owns this pixel is not approved.` };
  }
  if (pixel.inDashboard) return { ...found, error: `The pixel ${code} is already in your dashboard.` };
  return { ...found, error: null };
};

export type GeneratePixelError = RecordNotFound | AdAccountNotApproved | PixelCodeNotFound | PixelAlreadyAdded;

/**
 * POST /api/pixels/generate. With `code`, an existing platform pixel of that ad account is
 * added to the dashboard (its platform name stays); without, a new pixel and code are made.
 */
export const generatePixel = (
  db: MockDb,
  userId: string,
  body: GeneratePixelBody,
): Effect.Effect<PixelRecord, GeneratePixelError> =>
  Effect.gen(function* () {
    const account = yield* approvedAdAccount(db, userId, body.adsAccountId);
    const now = yield* nowIso;
    if (body.code !== undefined) {
      const existing = platformPixel(db, body.code);
      if (!existing || existing.adsAccountId !== account.id) {
        return yield* Effect.fail(new PixelCodeNotFound({ code: body.code, adsAccountId: account.id }));
      }
      if (existing.inDashboard) return yield* Effect.fail(new PixelAlreadyAdded({ code: existing.code }));
      return yield* fromDb(() =>
        db.pixels.update((q) => q.where({ id: existing.id }), {
          strict: true,
          data(draft) {
            draft.inDashboard = true;
            draft.userId = userId;
            draft.name = body.name;
            if (body.settings) draft.settings = body.settings;
            draft.updatedAt = now;
          },
        }),
      );
    }
    let code = newPixelCode();
    while (platformPixel(db, code)) code = newPixelCode();
    return yield* fromDb(() =>
      db.pixels.create(
        createPixel({
          id: newId('pxl'),
          userId,
          pixelName: body.pixelName,
          adsAccountId: account.id,
          name: body.name,
          code,
          settings: body.settings ?? DEFAULT_PIXEL_SETTINGS,
          status: 'active',
          detail: null,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    );
  });

/** PUT /api/pixels/:id: on or off; an inactive pixel says why in `detail`. */
export const setPixelStatus = (
  db: MockDb,
  userId: string,
  id: string,
  status: PixelStatus,
): Effect.Effect<PixelRecord, RecordNotFound> =>
  Effect.gen(function* () {
    const pixel = yield* ownPixel(db, userId, id);
    const now = yield* nowIso;
    return yield* fromDb(() =>
      db.pixels.update((q) => q.where({ id: pixel.id }), {
        strict: true,
        data(draft) {
          draft.status = status;
          draft.detail = status === 'inactive' ? 'Turned off in the dashboard.' : null;
          draft.updatedAt = now;
        },
      }),
    );
  });

/** DELETE /api/pixels/:id: out of the dashboard (and its store), still on the platform. */
export const removePixel = (db: MockDb, userId: string, id: string): Effect.Effect<PixelRecord, RecordNotFound> =>
  Effect.gen(function* () {
    const pixel = yield* ownPixel(db, userId, id);
    const now = yield* nowIso;
    return yield* fromDb(() =>
      db.pixels.update((q) => q.where({ id: pixel.id }), {
        strict: true,
        data(draft) {
          draft.inDashboard = false;
          draft.store = null;
          draft.updatedAt = now;
        },
      }),
    );
  });

/* ---------- Store platform ---------- */

/** The store address as its myshopify.com domain (the contract's `shopDomainOf`), or InvalidShopUrl. */
export const shopDomainOf = (shopUrl: string): Effect.Effect<string, InvalidShopUrl> => {
  const shop = shopDomainFromUrl(shopUrl);
  return shop === null ? Effect.fail(new InvalidShopUrl({ shopUrl })) : Effect.succeed(shop);
};

/** POST /api/pixels/attach-store: the app's store-connect page, carrying the pixel to install. */
export const attachPixelStore = (
  db: MockDb,
  userId: string,
  body: AttachPixelStoreBody,
  origin: string,
): Effect.Effect<{ redirectUrl: string }, RecordNotFound> =>
  Effect.map(ownPixel(db, userId, body.pixelId), (pixel) => {
    const params = new URLSearchParams({
      shop: body.shop,
      pixelCode: pixel.code,
      pixelName: pixel.pixelName,
      pixelAdsAccountId: pixel.adsAccountId,
    });
    return { redirectUrl: `${origin}/shopify/connect?${params.toString()}` };
  });

/** Where the browser goes after the store platform: the open connect landing, with the outcome. */
const connectOutcomeUrl = (origin: string, shop: string, pixelId: string | null): string => {
  const params = new URLSearchParams({ shop, connected: 'true' });
  if (pixelId !== null) params.set('pixelId', pixelId);
  return `${origin}/shopify/connect?${params.toString()}`;
};

/** The named pixel must be the seller's, in the dashboard (and on the named ad account). */
const connectedPixel = (
  db: MockDb,
  userId: string,
  query: ShopifyConnectQuery,
): Effect.Effect<PixelRecord | null, PixelCodeNotFound> => {
  if (query.pixelCode === undefined) return Effect.succeed(null);
  const code = query.pixelCode;
  const pixel = db.pixels.findFirst((q) => q.where({ code, userId, inDashboard: true }));
  if (!pixel || (query.pixelAdsAccountId !== undefined && pixel.adsAccountId !== query.pixelAdsAccountId)) {
    return Effect.fail(new PixelCodeNotFound({ code, adsAccountId: query.pixelAdsAccountId ?? null }));
  }
  return Effect.succeed(pixel);
};

/**
 * GET /api/shopify/connect/request. The real platform asks the merchant to install the app
 * first; the mock sends the browser to the demo's page that plays that install screen
 * (SIMULATED_STORE_INSTALL_PATH), carrying the same query. Nothing changes until Install.
 */
export const requestShopifyConnect = (
  db: MockDb,
  userId: string,
  query: ShopifyConnectQuery,
  origin: string,
): Effect.Effect<{ redirectUrl: string }, PixelCodeNotFound> =>
  Effect.map(connectedPixel(db, userId, query), () => {
    const params = new URLSearchParams({ shop: query.shop });
    if (query.pixelCode !== undefined) params.set('pixelCode', query.pixelCode);
    if (query.pixelName !== undefined) params.set('pixelName', query.pixelName);
    if (query.pixelAdsAccountId !== undefined) params.set('pixelAdsAccountId', query.pixelAdsAccountId);
    return { redirectUrl: `${origin}${SIMULATED_STORE_INSTALL_PATH}?${params.toString()}` };
  });

/**
 * Install on the simulated install screen (the demo control): the named pixel gets the store,
 * which leaves any other pixel of the seller (one pixel per store), and the browser goes back
 * to the connect landing with the outcome. Without a pixel the store is only connected.
 */
export const installStoreApp = (
  db: MockDb,
  userId: string,
  query: ShopifyConnectQuery,
  origin: string,
): Effect.Effect<{ redirectUrl: string }, PixelCodeNotFound> =>
  Effect.gen(function* () {
    const pixel = yield* connectedPixel(db, userId, query);
    if (pixel === null) return { redirectUrl: connectOutcomeUrl(origin, query.shop, null) };
    const now = yield* nowIso;
    const previous = db.pixels
      .findMany((q) => q.where({ userId }))
      .filter((other) => other.id !== pixel.id && other.store?.shop === query.shop);
    for (const other of previous) {
      yield* fromDb(() =>
        db.pixels.update((q) => q.where({ id: other.id }), {
          strict: true,
          data(draft) {
            draft.store = null;
            draft.updatedAt = now;
          },
        }),
      );
    }
    // Reconnecting the same store keeps whether the app embed is on.
    const embedOn = pixel.store?.shop === query.shop && pixel.store.themeEmbedEnabled;
    yield* fromDb(() =>
      db.pixels.update((q) => q.where({ id: pixel.id }), {
        strict: true,
        data(draft) {
          draft.store = { platform: 'shopify', shop: query.shop, themeEmbedEnabled: embedOn, connectedAt: now };
          draft.updatedAt = now;
        },
      }),
    );
    return { redirectUrl: connectOutcomeUrl(origin, query.shop, pixel.id) };
  });

const storePixels = (db: MockDb, userId: string, shop: string): PixelRecord[] =>
  db.pixels.findMany((q) => q.where({ userId, inDashboard: true })).filter((pixel) => pixel.store?.shop === shop);

/** GET /api/shopify/theme-embed-status: on when a pixel of the seller in that store has it on. */
export const themeEmbedStatus = (
  db: MockDb,
  userId: string,
  shopUrl: string,
): Effect.Effect<{ enabled: boolean }, InvalidShopUrl> =>
  Effect.map(shopDomainOf(shopUrl), (shop) => ({
    enabled: storePixels(db, userId, shop).some((pixel) => pixel.store?.themeEmbedEnabled === true),
  }));

/**
 * GET /api/shopify/enable-extension: the theme-editor link that turns the app embed on, or
 * nothing to do when it is on. The mock cannot watch the theme editor, so it records the
 * embed as on when it hands out the link (the next status check answers enabled).
 */
export const enableShopifyExtension = (
  db: MockDb,
  userId: string,
  shopUrl: string,
): Effect.Effect<{ enabled: boolean; redirectUrl: string | null }, InvalidShopUrl | StoreNotConnected> =>
  Effect.gen(function* () {
    const shop = yield* shopDomainOf(shopUrl);
    const pixels = storePixels(db, userId, shop);
    if (pixels.length === 0) return yield* Effect.fail(new StoreNotConnected({ shop }));
    if (pixels.every((pixel) => pixel.store?.themeEmbedEnabled === true)) return { enabled: true, redirectUrl: null };
    const now = yield* nowIso;
    for (const pixel of pixels) {
      yield* fromDb(() =>
        db.pixels.update((q) => q.where({ id: pixel.id }), {
          strict: true,
          data(draft) {
            if (draft.store) draft.store.themeEmbedEnabled = true;
            draft.updatedAt = now;
          },
        }),
      );
    }
    return {
      enabled: false,
      redirectUrl: `https://${shop}/admin/themes/current/editor?context=apps&activateAppId=mock-pixel-app/pixel-embed`,
    };
  });

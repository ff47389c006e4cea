import { contract } from '@contract';
import { SUCCESS, userHandler } from '../http';
import { runRule } from '../rules/effect-runtime';
import {
  attachPixelStore,
  generatePixel,
  listPixels,
  ownPixel,
  pixelSettingsView,
  queryPixelName,
  removePixel,
  setPixelStatus,
} from '../rules/pixels';
import { productLinksHandlers } from './product-links';
import { shopifyHandlers } from './shopify';

const routes = contract.pixels;

/** Redirects come back to the origin the app called from. */
const originOf = (request: Request): string => new URL(request.url).origin;

export const pixelsHandlers = [
  userHandler(routes.listPixels, ({ db, user, query }) => ({ status: 200, body: listPixels(db, user.id, query) })),
  userHandler(routes.queryPixelName, ({ db, user, body }) => ({
    status: 200,
    body: queryPixelName(db, user.id, body.code),
  })),
  userHandler(routes.attachPixelStore, async ({ db, clock, user, body, request }) => ({
    status: 200,
    body: await runRule(attachPixelStore(db, user.id, body, originOf(request)), { clock }),
  })),
  userHandler(routes.generatePixel, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(generatePixel(db, user.id, body), { clock }),
  })),
  userHandler(routes.getPixel, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(ownPixel(db, user.id, params.id), { clock }),
  })),
  userHandler(routes.updatePixelStatus, async ({ db, clock, user, params, body }) => ({
    status: 200,
    body: await runRule(setPixelStatus(db, user.id, params.id, body.status), { clock }),
  })),
  userHandler(routes.deletePixel, async ({ db, clock, user, params }) => {
    await runRule(removePixel(db, user.id, params.id), { clock });
    return { status: 200, body: SUCCESS };
  }),
  userHandler(routes.getPixelSettings, async ({ db, clock, user, params }) => ({
    status: 200,
    body: pixelSettingsView(await runRule(ownPixel(db, user.id, params.id), { clock })),
  })),
];

/** Product links, pixels and the store platform, registered together. */
export const pixelsDomainHandlers = [...productLinksHandlers, ...pixelsHandlers, ...shopifyHandlers];

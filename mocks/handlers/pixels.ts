import { contract } from '@contract';
import { Effect } from 'effect';
import { SUCCESS, userHandler, respond } from '../http';
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

const routes = contract.pixels;

/** Redirects come back to the origin the app called from. */
const originOf = (request: Request): string => new URL(request.url).origin;

export const pixelsHandlers = [
  userHandler(routes.listPixels, ({ db, user, query }) => ({ status: 200, body: listPixels(db, user.id, query) })),
  userHandler(routes.queryPixelName, ({ db, user, body }) => ({
    status: 200,
    body: queryPixelName(db, user.id, body.code),
  })),
  userHandler(routes.attachPixelStore, ({ db, user, body, request }) =>
    respond(200, attachPixelStore(db, user.id, body, originOf(request))),
  ),
  userHandler(routes.generatePixel, ({ db, user, body }) => respond(201, generatePixel(db, user.id, body))),
  userHandler(routes.getPixel, ({ db, user, params }) => respond(200, ownPixel(db, user.id, params.id))),
  userHandler(routes.updatePixelStatus, ({ db, user, params, body }) =>
    respond(200, setPixelStatus(db, user.id, params.id, body.status)),
  ),
  userHandler(routes.deletePixel, ({ db, user, params }) =>
    respond(200, Effect.as(removePixel(db, user.id, params.id), SUCCESS)),
  ),
  userHandler(routes.getPixelSettings, ({ db, user, params }) =>
    respond(200, Effect.map(ownPixel(db, user.id, params.id), pixelSettingsView)),
  ),
];

import { contract } from '@contract';
import { userHandler, respond } from '../http';
import { enableShopifyExtension, requestShopifyConnect, themeEmbedStatus } from '../rules/pixels';

const routes = contract.shopify;

export const shopifyHandlers = [
  userHandler(routes.requestShopifyConnect, ({ db, user, query, request }) =>
    respond(200, requestShopifyConnect(db, user.id, query, new URL(request.url).origin)),
  ),
  userHandler(routes.getThemeEmbedStatus, ({ db, user, query }) =>
    respond(200, themeEmbedStatus(db, user.id, query.shopUrl)),
  ),
  userHandler(routes.enableShopifyExtension, ({ db, user, query }) =>
    respond(200, enableShopifyExtension(db, user.id, query.shopUrl)),
  ),
];

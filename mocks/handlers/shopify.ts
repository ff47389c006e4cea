import { contract } from '@contract';
import { userHandler } from '../http';
import { runRule } from '../rules/effect-runtime';
import { enableShopifyExtension, requestShopifyConnect, themeEmbedStatus } from '../rules/pixels';

const routes = contract.shopify;

export const shopifyHandlers = [
  userHandler(routes.requestShopifyConnect, async ({ db, clock, user, query, request }) => ({
    status: 200,
    body: await runRule(requestShopifyConnect(db, user.id, query, new URL(request.url).origin), { clock }),
  })),
  userHandler(routes.getThemeEmbedStatus, async ({ db, clock, user, query }) => ({
    status: 200,
    body: await runRule(themeEmbedStatus(db, user.id, query.shopUrl), { clock }),
  })),
  userHandler(routes.enableShopifyExtension, async ({ db, clock, user, query }) => ({
    status: 200,
    body: await runRule(enableShopifyExtension(db, user.id, query.shopUrl), { clock }),
  })),
];

import { contract } from '@contract';
import { userHandler } from '../http';
import { runRule } from '../rules/effect-runtime';
import { attachProductVideo, productLinksOf, saveProductLinks } from '../rules/product-links';

const routes = contract.productLinks;

export const productLinksHandlers = [
  userHandler(routes.getProductProfile, ({ db, user }) => ({
    status: 200,
    body: { productLinks: productLinksOf(db, user.id) },
  })),
  userHandler(routes.saveProductProfile, async ({ db, clock, user, body }) => ({
    status: 200,
    body: { productLinks: await runRule(saveProductLinks(db, user.id, body), { clock }) },
  })),
  userHandler(routes.attachProductVideo, async ({ db, clock, user, body, runtime }) => ({
    status: 201,
    body: await runRule(attachProductVideo(db, user.id, body, runtime.uploads), { clock }),
  })),
];

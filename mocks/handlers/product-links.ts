import { contract } from '@contract';
import { Effect } from 'effect';
import { userHandler, respond } from '../http';
import { attachProductVideo, productLinksOf, saveProductLinks } from '../rules/product-links';

const routes = contract.productLinks;

export const productLinksHandlers = [
  userHandler(routes.getProductProfile, ({ db, user }) => ({
    status: 200,
    body: { productLinks: productLinksOf(db, user.id) },
  })),
  userHandler(routes.saveProductProfile, ({ db, user, body }) =>
    respond(
      200,
      Effect.map(saveProductLinks(db, user.id, body), (productLinks) => ({ productLinks })),
    ),
  ),
  userHandler(routes.attachProductVideo, ({ db, user, body, runtime }) =>
    respond(201, attachProductVideo(db, user.id, body, runtime.uploads)),
  ),
];

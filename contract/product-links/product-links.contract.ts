import { c, meta } from '../common/contract-builder';
import {
  AttachProductVideoBodySchema,
  ProductLinkSchema,
  ProductProfileSchema,
  SaveProductProfileBodySchema,
} from './product-links.schema';

export const productLinksContract = c.router({
  getProductProfile: {
    method: 'GET',
    path: '/api/users/product-profile',
    summary: "The signed-in seller's product links (designed addition: the list screen needs a read)",
    responses: { 200: ProductProfileSchema },
    metadata: meta({ access: 'user' }),
  },
  saveProductProfile: {
    method: 'PUT',
    path: '/api/users/product-profile',
    summary: 'Create or update product links; changed links go back to review',
    body: SaveProductProfileBodySchema,
    responses: { 200: ProductProfileSchema },
    metadata: meta({ access: 'user' }),
  },
  attachProductVideo: {
    method: 'POST',
    path: '/api/users/product-profile/videos',
    summary: 'Attach an uploaded product video to a product link; the video goes to review',
    body: AttachProductVideoBodySchema,
    responses: { 201: ProductLinkSchema },
    metadata: meta({ access: 'user' }),
  },
});

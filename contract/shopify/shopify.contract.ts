import { c, meta } from '../common/contract-builder';
import {
  EnableExtensionResultSchema,
  ShopifyConnectQuerySchema,
  ShopifyConnectResultSchema,
  ShopUrlQuerySchema,
  ThemeEmbedStatusSchema,
} from './shopify.schema';

export const shopifyContract = c.router({
  requestShopifyConnect: {
    method: 'GET',
    path: '/api/shopify/connect/request',
    summary: 'Start connecting a store, optionally installing a pixel in it',
    query: ShopifyConnectQuerySchema,
    responses: { 200: ShopifyConnectResultSchema },
    metadata: meta({ access: 'user' }),
  },
  getThemeEmbedStatus: {
    method: 'GET',
    path: '/api/shopify/theme-embed-status',
    summary: "Whether the pixel app embed is on in the store's theme",
    query: ShopUrlQuerySchema,
    responses: { 200: ThemeEmbedStatusSchema },
    metadata: meta({ access: 'user' }),
  },
  enableShopifyExtension: {
    method: 'GET',
    path: '/api/shopify/enable-extension',
    summary: 'Get the theme-editor link that turns the pixel app embed on',
    query: ShopUrlQuerySchema,
    responses: { 200: EnableExtensionResultSchema },
    metadata: meta({ access: 'user' }),
  },
});

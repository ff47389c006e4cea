import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import {
  GiftCodeListSchema,
  GiftCodeRedemptionSchema,
  PartnerGiftCodesPathParamsSchema,
  PartnerGiftCodesQuerySchema,
  RedeemGiftCodeBodySchema,
  RedeemHistoryQuerySchema,
  RedeemHistorySchema,
} from './gift-codes.schema';

export const giftCodesContract = c.router({
  redeemGiftCode: {
    method: 'POST',
    path: '/api/users/gift-codes/redeem',
    summary: 'Save a gift code; the bonus is credited once the minimum spend is reached in time',
    body: RedeemGiftCodeBodySchema,
    responses: { 201: GiftCodeRedemptionSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true }),
  },
  listRedeemHistory: {
    method: 'GET',
    path: '/api/users/gift-codes/redeem-history',
    summary: "The signed-in user's gift-code redemptions, newest first",
    query: RedeemHistoryQuerySchema,
    responses: { 200: RedeemHistorySchema },
    metadata: meta({ access: 'user' }),
  },
  listPartnerGiftCodes: {
    method: 'GET',
    path: '/api/partnership/:id/gift-codes',
    summary: "A partner's gift codes with their quantities",
    pathParams: PartnerGiftCodesPathParamsSchema,
    query: PartnerGiftCodesQuerySchema,
    responses: { 200: GiftCodeListSchema },
    metadata: meta({ access: 'partner' }),
  },
});

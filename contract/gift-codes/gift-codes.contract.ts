import { c, meta } from '../common/contract-builder';
import { IdempotentHeadersSchema } from '../common/primitives.schema';
import {
  CreateGiftCodeBodySchema,
  GiftCodeListSchema,
  GiftCodeSchema,
  GiftCodeRedemptionSchema,
  PartnerGiftCodePathParamsSchema,
  PartnerGiftCodesPathParamsSchema,
  PartnerGiftCodesQuerySchema,
  RedeemGiftCodeBodySchema,
  RedeemHistoryQuerySchema,
  RedeemHistorySchema,
  SetGiftCodeStatusBodySchema,
} from './gift-codes.schema';

export const giftCodesContract = c.router({
  redeemGiftCode: {
    method: 'POST',
    path: '/api/users/gift-codes/redeem',
    summary: 'Save a gift code; the bonus is credited once the minimum spend is reached in time',
    body: RedeemGiftCodeBodySchema,
    responses: { 201: GiftCodeRedemptionSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'user', idempotent: true, moneyAction: 'giftCodeRedeem' }),
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
    description:
      'The partner id is never `members`: /api/partnership/members/gift-codes is GET /api/partnership/members/{id}, since a literal segment wins over a parameter, compared from the left.',
    pathParams: PartnerGiftCodesPathParamsSchema,
    query: PartnerGiftCodesQuerySchema,
    responses: { 200: GiftCodeListSchema },
    metadata: meta({ access: 'partner' }),
  },
  // A code is a benefit members turn into money: a retried create must not make it twice.
  createPartnerGiftCode: {
    method: 'POST',
    path: '/api/partnership/:id/gift-codes',
    summary: 'Create a gift code of the partner, active with its whole quantity',
    pathParams: PartnerGiftCodesPathParamsSchema,
    body: CreateGiftCodeBodySchema,
    responses: { 201: GiftCodeSchema },
    headers: IdempotentHeadersSchema,
    metadata: meta({ access: 'partner', idempotent: true, moneyAction: 'giftCodeCreate' }),
  },
  setPartnerGiftCodeStatus: {
    method: 'PATCH',
    path: '/api/partnership/:id/gift-codes/:codeId/status',
    summary: "Deactivate a partner's gift code (no new saves) or reactivate it; setting the status it has is a no-op",
    pathParams: PartnerGiftCodePathParamsSchema,
    body: SetGiftCodeStatusBodySchema,
    responses: { 200: GiftCodeSchema },
    metadata: meta({ access: 'partner' }),
  },
});

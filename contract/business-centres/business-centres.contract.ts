import { c, meta } from '../common/contract-builder';
import {
  BusinessAccountListSchema,
  BusinessCentreListQuerySchema,
  BusinessCentreSchema,
  CreateBusinessCentreBodySchema,
} from './business-centres.schema';

export const businessCentresContract = c.router({
  createBusinessCentre: {
    method: 'POST',
    path: '/api/bc/create',
    summary: 'Create a business centre on the connected platform account (at most 3)',
    body: CreateBusinessCentreBodySchema,
    responses: { 201: BusinessCentreSchema },
    metadata: meta({ access: 'user' }),
  },
  listBusinessCentres: {
    method: 'GET',
    path: '/api/bc',
    summary: 'Business accounts (business centres) of the connected platform account',
    query: BusinessCentreListQuerySchema,
    responses: { 200: BusinessAccountListSchema },
    metadata: meta({ access: 'user' }),
  },
});

import { c, meta } from '../common/contract-builder';
import { RequestOutcomeParamsSchema, RequestOutcomeSchema } from './idempotency.schema';

export const idempotencyContract = c.router({
  getRequestOutcome: {
    method: 'GET',
    path: '/api/idempotency-keys/:key',
    summary: 'What became of the caller’s money request sent with this Idempotency-Key (when its answer was lost)',
    pathParams: RequestOutcomeParamsSchema,
    responses: { 200: RequestOutcomeSchema },
    metadata: meta({ access: 'user' }),
  },
});

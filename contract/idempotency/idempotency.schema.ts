import { z } from 'zod';
import { IDEMPOTENCY_KEY_TTL_HOURS, IdempotencyKeySchema, IsoDateTimeSchema } from '../common/primitives.schema';

export const RequestOutcomeParamsSchema = z.object({ key: IdempotencyKeySchema });

/**
 * What became of the money request the caller sent with one `Idempotency-Key`: how an app
 * learns the outcome of a request whose answer never arrived, without sending it again.
 */
export const RequestOutcomeSchema = z
  .discriminatedUnion('state', [
    z
      .object({ state: z.literal('in_progress') })
      .describe('A request with this key is being processed now; ask again shortly'),
    z
      .object({
        state: z.literal('succeeded'),
        status: z.number().int().min(200).max(299).describe('Status of the answer that was sent'),
        completedAt: IsoDateTimeSchema,
      })
      .describe('The request went through: the same request with this key gets that answer again and moves nothing'),
    z
      .object({
        state: z.literal('failed'),
        status: z.number().int().min(400).max(599).describe('Status of the latest attempt'),
        completedAt: IsoDateTimeSchema,
      })
      .describe('Every attempt was refused or failed and moved nothing; the same request with this key runs again'),
    z
      .object({ state: z.literal('not_found') })
      .describe(
        `No request with this key from this user reached the server in the last ${IDEMPOTENCY_KEY_TTL_HOURS} hours: nothing moved`,
      ),
  ])
  .describe('Outcome of a money request');
export type RequestOutcome = z.infer<typeof RequestOutcomeSchema>;

import { IdSchema } from '@contract/common/primitives.schema';
import { z } from 'zod';

/** Every payment result route names the payment; the page reads it back from the API. */
export const PaymentResultSearchSchema = z.object({ transactionId: IdSchema.optional().catch(undefined) });

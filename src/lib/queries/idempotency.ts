import { withApiOptions } from '@contract/common/api-router';
import { idempotencyContract } from '@contract/idempotency/idempotency.contract';
import { createDomainApi } from '@/lib/api';

/** What became of a money request whose answer was lost, by its Idempotency-Key. */
export const idempotencyApi = createDomainApi(withApiOptions(idempotencyContract));

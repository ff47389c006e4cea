import { withApiOptions } from '@contract/common/api-router';
import { partnershipContract } from '@contract/partnership/partnership.contract';
import { createDomainApi } from '@/lib/api';

/** The partnership domain: partner members and statistics, join letters and the exclusive-partner survey. */
export const partnershipApi = createDomainApi(withApiOptions(partnershipContract));

/** Every partnership query key comes from here, so a mutation can invalidate exactly what it changes. */
export const partnershipKeys = {
  all: ['partnership'] as const,
};

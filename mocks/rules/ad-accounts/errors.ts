import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Ad accounts and business centres. */

/** Transfer, withdraw and auto top-up are for approved ad accounts only (spec section 5). */
export class AdAccountNotApproved extends Data.TaggedError('AdAccountNotApproved')<{
  readonly adAccountId: string;
  readonly status: string;
}> {
  answer(): Answer {
    return { code: 'error.ad_account_not_approved', status: 422 };
  }
}

/** No platform account is connected (GET/POST /api/bc). */
export class PlatformNotConnected extends Data.TaggedError('PlatformNotConnected')<{ readonly userId: string }> {
  answer(): Answer {
    return { code: 'error.user_not_grant_tiktok_permission_to_system', status: 403 };
  }
}

/** At most MAX_BUSINESS_CENTRES business centres. */
export class BusinessCentreLimitReached extends Data.TaggedError('BusinessCentreLimitReached')<{
  readonly limit: number;
}> {
  answer(): Answer {
    return { code: 'error.business_centre_limit_reached', status: 422 };
  }
}

/** A new ad account needs an approved product link of the seller. */
export class NoApprovedProductLink extends Data.TaggedError('NoApprovedProductLink')<{
  readonly productLinkId: string;
}> {
  answer(): Answer {
    return { code: 'error.no_approved_product_link', status: 422 };
  }
}

/** A new ad account needs the wallet to hold the minimum top-up. */
export class MinimumBalanceRequired extends Data.TaggedError('MinimumBalanceRequired')<{
  readonly required: number;
  readonly available: number;
}> {
  answer(): Answer {
    return { code: 'error.minimum_balance_required', status: 422 };
  }
}

/** A new ad account needs the one-time setup cost paid (or waived by an admin) first. */
export class SetupCostRequired extends Data.TaggedError('SetupCostRequired')<{ readonly userId: string }> {
  answer(): Answer {
    return { code: 'error.setup_cost_required', status: 422 };
  }
}

/** The plan's number of ad accounts is reached. */
export class PlanAdAccountLimitReached extends Data.TaggedError('PlanAdAccountLimitReached')<{
  readonly limit: number;
}> {
  answer(): Answer {
    return { code: 'error.plan_ad_account_limit_reached', status: 422 };
  }
}

/** The overall number of ad accounts per seller is reached. */
export class AdAccountLimitReached extends Data.TaggedError('AdAccountLimitReached')<{ readonly limit: number }> {
  answer(): Answer {
    return { code: 'error.ad_account_limit_reached', status: 422 };
  }
}

const UNKNOWN_CODE_DETAIL = {
  'phone region code': { en: 'Unknown phone region code', vi: 'Mã vùng điện thoại không có trong danh sách' },
  'secondary industry': { en: 'Unknown secondary industry', vi: 'Ngành hàng phụ không có trong danh sách' },
} as const;

/** A code outside the reference lists: a field problem, like the schema's own. */
export class UnknownReferenceCode extends Data.TaggedError('UnknownReferenceCode')<{
  readonly list: 'phone region code' | 'secondary industry';
}> {
  answer(): Answer {
    return { code: 'error.validation', status: 400, detail: UNKNOWN_CODE_DETAIL[this.list] };
  }
}

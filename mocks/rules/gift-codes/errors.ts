import { Data } from 'effect';
import type { GiftCodeStatus } from '@contract/common/enums.schema';
import type { GiftCodeSettableStatus } from '@contract/gift-codes/gift-codes.schema';
import type { Answer } from '../../errors';
import type { MockText } from '../../messages';

/* Gift codes. */

// A status as a refusal names it: what the code is, and what it was asked to become.
const STATUS_WORDS: Record<GiftCodeStatus, MockText> = {
  saved: { en: 'saved', vi: 'đã lưu' },
  paid: { en: 'paid', vi: 'đã trả' },
  active: { en: 'active', vi: 'đang hoạt động' },
  deactivate: { en: 'deactivated', vi: 'đã vô hiệu hóa' },
  expired: { en: 'expired', vi: 'đã hết hạn' },
  fully_redeemed: { en: 'fully redeemed', vi: 'đã dùng hết' },
};
const CHANGE_WORDS: Record<GiftCodeSettableStatus, MockText> = {
  active: { en: 'reactivated', vi: 'kích hoạt lại' },
  deactivate: { en: 'deactivated', vi: 'vô hiệu hóa' },
};

/** The gift code does not exist, is expired, deactivated or fully redeemed. */
export class GiftCodeUnavailable extends Data.TaggedError('GiftCodeUnavailable')<{ readonly code: string }> {
  answer(): Answer {
    return { code: 'error.gift_code_unavailable', status: 422 };
  }
}

/** The user already holds a saved gift code (only one at a time). */
export class GiftCodeAlreadySaved extends Data.TaggedError('GiftCodeAlreadySaved')<{ readonly code: string }> {
  answer(): Answer {
    return { code: 'error.gift_code_already_saved', status: 409 };
  }
}

/** Saving a gift code needs the account's spend to have reached the code's minimum. */
export class GiftCodeMinSpendNotReached extends Data.TaggedError('GiftCodeMinSpendNotReached')<{
  readonly required: number;
  readonly spent: number;
}> {
  answer(): Answer {
    return { code: 'error.gift_code_min_spend_not_reached', status: 422 };
  }
}

/** A partner's new code is spelled like an existing one (codes are matched in any case). */
export class GiftCodeTaken extends Data.TaggedError('GiftCodeTaken')<{ readonly code: string }> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 409,
      detail: {
        en: `The gift code ${this.code} already exists`,
        vi: `Mã quà tặng ${this.code} đã tồn tại`,
      },
      issues: [{ path: 'body.code', message: 'This gift code already exists' }],
    };
  }
}

/** The status asked is not one this code may take now (reactivating an expired code, say). */
export class GiftCodeStatusRefused extends Data.TaggedError('GiftCodeStatusRefused')<{
  readonly codeId: string;
  readonly from: GiftCodeStatus;
  readonly to: GiftCodeSettableStatus;
}> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 409,
      detail: {
        en: `A gift code that is ${STATUS_WORDS[this.from].en} cannot be ${CHANGE_WORDS[this.to].en}`,
        vi: `Không thể ${CHANGE_WORDS[this.to].vi} mã quà tặng ${STATUS_WORDS[this.from].vi}`,
      },
    };
  }
}

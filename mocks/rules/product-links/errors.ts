import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Product links and their videos. */

/** A link the system paused (or not in a state the step needs) cannot be edited. */
export class ProductLinkLocked extends Data.TaggedError('ProductLinkLocked')<{
  readonly productLinkId: string;
  readonly status: string;
}> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 409,
      detail:
        this.status === 'system_paused'
          ? 'This product link was paused by the system and cannot be edited.'
          : {
              en: `This product link is ${this.status} and cannot be changed now.`,
              vi: `Liên kết sản phẩm này chưa thể thay đổi ở trạng thái hiện tại (${this.status}).`,
            },
    };
  }
}

/** An admin decision on a product link (or its video) that is not in review. */
export class ProductLinkNotInReview extends Data.TaggedError('ProductLinkNotInReview')<{
  readonly productLinkId: string;
  readonly status: string;
}> {
  answer(): Answer {
    return { code: 'error.validation', status: 409 };
  }
}

/** The seller already has a link with this exact URL (www and non-www differ). */
export class DuplicateProductLink extends Data.TaggedError('DuplicateProductLink')<{ readonly url: string }> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 409,
      detail: {
        en: `You already added the product link ${this.url}.`,
        vi: `Bạn đã thêm liên kết sản phẩm ${this.url} trước đó.`,
      },
    };
  }
}

/** The video URL is not a video the seller uploaded ("Product video required"). */
export class ProductVideoRequired extends Data.TaggedError('ProductVideoRequired')<{
  readonly productLinkId: string;
}> {
  answer(): Answer {
    return { code: 'error.product_video_required', status: 400 };
  }
}

import { Data } from 'effect';
import type { Answer } from '../../errors';

/* Pixels and stores. Their refusals keep the server message (spec section 8): the detail is what the app shows. */

/** No platform pixel with this code (on this ad account, when one is named). */
export class PixelCodeNotFound extends Data.TaggedError('PixelCodeNotFound')<{
  readonly code: string;
  readonly adsAccountId: string | null;
}> {
  answer(): Answer {
    return {
      code: 'error.not_found',
      status: 404,
      detail:
        this.adsAccountId === null
          ? `No pixel with code ${this.code} was found.`
          : `No pixel with code ${this.code} was found on ad account ${this.adsAccountId}.`,
    };
  }
}

/** The pixel is already in the seller's dashboard. */
export class PixelAlreadyAdded extends Data.TaggedError('PixelAlreadyAdded')<{ readonly code: string }> {
  answer(): Answer {
    return { code: 'error.validation', status: 409, detail: `The pixel ${this.code} is already in your dashboard.` };
  }
}

/** No pixel of the seller is installed in this store. */
export class StoreNotConnected extends Data.TaggedError('StoreNotConnected')<{ readonly shop: string }> {
  answer(): Answer {
    return {
      code: 'error.not_found',
      status: 404,
      detail: `The store ${this.shop} is not connected to any of your pixels.`,
    };
  }
}

/** The store address is not a myshopify.com domain or URL. */
export class InvalidShopUrl extends Data.TaggedError('InvalidShopUrl')<{ readonly shopUrl: string }> {
  answer(): Answer {
    return { code: 'error.invalid_url', status: 400, detail: `${this.shopUrl} is not a myshopify.com store address.` };
  }
}

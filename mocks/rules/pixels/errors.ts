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
          ? { en: `No pixel with code ${this.code} was found.`, vi: `Không tìm thấy pixel có mã ${this.code}.` }
          : {
              en: `No pixel with code ${this.code} was found on ad account ${this.adsAccountId}.`,
              vi: `Không tìm thấy pixel có mã ${this.code} trong tài khoản quảng cáo ${this.adsAccountId}.`,
            },
    };
  }
}

/** The pixel is already in the seller's dashboard. */
export class PixelAlreadyAdded extends Data.TaggedError('PixelAlreadyAdded')<{ readonly code: string }> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 409,
      detail: {
        en: `The pixel ${this.code} is already in your dashboard.`,
        vi: `Pixel ${this.code} đã có trong trang quản lý của bạn.`,
      },
    };
  }
}

/** No pixel of the seller is installed in this store. */
export class StoreNotConnected extends Data.TaggedError('StoreNotConnected')<{ readonly shop: string }> {
  answer(): Answer {
    return {
      code: 'error.not_found',
      status: 404,
      detail: {
        en: `The store ${this.shop} is not connected to any of your pixels.`,
        vi: `Cửa hàng ${this.shop} chưa được kết nối với pixel nào của bạn.`,
      },
    };
  }
}

/** The store address is not a myshopify.com domain or URL. */
export class InvalidShopUrl extends Data.TaggedError('InvalidShopUrl')<{ readonly shopUrl: string }> {
  answer(): Answer {
    return {
      code: 'error.invalid_url',
      status: 400,
      detail: {
        en: `${this.shopUrl} is not a myshopify.com store address.`,
        vi: `${this.shopUrl} không phải là địa chỉ cửa hàng myshopify.com.`,
      },
    };
  }
}

import type { NotificationRecord } from '../db';
import { FACTORY_DEFAULT_DATE } from './user';

interface NotificationTemplate {
  link: string | null;
  en: { title: string; body: string };
  vi: { title: string; body: string };
}

/** What the platform tells sellers, in both languages. */
const NOTIFICATION_TEMPLATES = {
  welcome: {
    link: null,
    en: {
      title: 'Welcome aboard!',
      body: 'Your account is ready. Follow the step guide to get your first agency ad account.',
    },
    vi: {
      title: 'Chào mừng bạn!',
      body: 'Tài khoản của bạn đã sẵn sàng. Làm theo hướng dẫn từng bước để nhận tài khoản quảng cáo agency đầu tiên.',
    },
  },
  completeBusinessInfo: {
    link: '/update-information',
    en: {
      title: 'Complete your business information',
      body: 'Tell us about your business so our team can verify it within 2 to 3 working days.',
    },
    vi: {
      title: 'Hoàn thiện thông tin kinh doanh',
      body: 'Cung cấp thông tin kinh doanh để đội ngũ của chúng tôi xác minh trong 2 đến 3 ngày làm việc.',
    },
  },
  connectPlatform: {
    link: '/my-ads-account',
    en: {
      title: 'Connect your short-video platform account',
      body: 'Connect your account to create business centres and ad accounts.',
    },
    vi: {
      title: 'Kết nối tài khoản nền tảng video ngắn',
      body: 'Kết nối tài khoản để tạo Business Center và tài khoản quảng cáo.',
    },
  },
  informationApproved: {
    link: '/',
    en: { title: 'Information verified', body: 'Your business information has been approved. You can now add funds.' },
    vi: {
      title: 'Thông tin đã được xác minh',
      body: 'Thông tin kinh doanh của bạn đã được duyệt. Bạn có thể nạp tiền ngay.',
    },
  },
  topUpSucceeded: {
    link: '/payment',
    en: { title: 'Top-up successful', body: 'Your balance top-up has been credited to your wallet.' },
    vi: { title: 'Nạp tiền thành công', body: 'Khoản nạp tiền đã được cộng vào số dư ví của bạn.' },
  },
  adAccountApproved: {
    link: '/my-ads-account',
    en: { title: 'Ad account approved', body: 'Your new ad account is approved and ready to receive funds.' },
    vi: {
      title: 'Tài khoản quảng cáo đã được duyệt',
      body: 'Tài khoản quảng cáo mới của bạn đã được duyệt và sẵn sàng nhận tiền.',
    },
  },
  productLinkApproved: {
    link: '/product-link',
    en: { title: 'Product link approved', body: 'One of your product links has been approved.' },
    vi: { title: 'Liên kết sản phẩm đã được duyệt', body: 'Một liên kết sản phẩm của bạn đã được duyệt.' },
  },
  planRenewed: {
    link: '/billing',
    en: {
      title: 'Subscription renewed',
      body: 'Your monthly plan has been renewed: its price was taken from your wallet. The invoice is in your billing history.',
    },
    vi: {
      title: 'Gói đăng ký đã được gia hạn',
      body: 'Gói hằng tháng của bạn đã được gia hạn, phí gói đã được trừ từ ví. Hóa đơn có trong lịch sử thanh toán.',
    },
  },
  planPaymentFailed: {
    link: '/pricing',
    en: {
      title: 'Plan renewal not paid',
      body: 'Your available balance could not pay this month of your plan, so it is past due. Add funds, then pay the plan again to keep your ad accounts.',
    },
    vi: {
      title: 'Chưa thanh toán được phí gia hạn gói',
      body: 'Số dư khả dụng không đủ để thanh toán tháng này của gói, nên gói đã quá hạn thanh toán. Hãy nạp thêm tiền rồi thanh toán lại gói để giữ các tài khoản quảng cáo.',
    },
  },
  trialEnded: {
    link: '/pricing',
    en: {
      title: 'Your free trial has ended',
      body: 'Choose a plan to keep using your ad accounts. It is paid from your wallet.',
    },
    vi: {
      title: 'Thời gian dùng thử miễn phí đã kết thúc',
      body: 'Hãy chọn một gói để tiếp tục dùng các tài khoản quảng cáo. Phí gói được trừ từ ví của bạn.',
    },
  },
  autoTopUpDone: {
    link: '/my-ads-account',
    en: {
      title: 'Automatic top-up done',
      body: 'An ad account reached its threshold and was topped up from your balance.',
    },
    vi: {
      title: 'Đã tự động nạp tiền',
      body: 'Một tài khoản quảng cáo chạm ngưỡng và đã được nạp tiền tự động từ số dư.',
    },
  },
  autoTopUpFailed: {
    link: '/payment/add-fund',
    en: {
      title: 'Automatic top-up failed',
      body: 'An ad account fell below its threshold, but your available balance could not cover the top-up. Add funds to keep your ads running.',
    },
    vi: {
      title: 'Tự động nạp tiền không thành công',
      body: 'Một tài khoản quảng cáo đã xuống dưới ngưỡng nhưng số dư khả dụng không đủ để nạp. Hãy nạp thêm tiền để quảng cáo tiếp tục chạy.',
    },
  },
  refundPaid: {
    link: '/payment',
    en: {
      title: 'Refund approved',
      body: 'Your refund has been approved and paid out. It may take 10 to 15 days to reach you.',
    },
    vi: {
      title: 'Yêu cầu hoàn tiền đã được duyệt',
      body: 'Khoản hoàn tiền đã được duyệt và chuyển đi. Có thể mất 10 đến 15 ngày để tiền về tới bạn.',
    },
  },
  refundRejected: {
    link: '/payment',
    en: {
      title: 'Refund rejected',
      body: 'Your refund request was rejected and the amount is available in your wallet again. See the reason in the refund history.',
    },
    vi: {
      title: 'Yêu cầu hoàn tiền bị từ chối',
      body: 'Yêu cầu hoàn tiền đã bị từ chối và số tiền đã được trả lại số dư khả dụng. Xem lý do trong lịch sử hoàn tiền.',
    },
  },
  giftCodePaid: {
    link: '/profile',
    en: {
      title: 'Gift code bonus credited',
      body: 'You reached the minimum spend of your gift code: the bonus is in your wallet.',
    },
    vi: {
      title: 'Đã cộng tiền thưởng mã quà tặng',
      body: 'Bạn đã đạt mức chi tiêu tối thiểu của mã quà tặng: tiền thưởng đã được cộng vào ví.',
    },
  },
  taxNotice: {
    link: null,
    en: { title: 'Tax on top-ups', body: 'A 6% tax applies to top-ups from 1 February 2022.' },
    vi: { title: 'Thuế khi nạp tiền', body: 'Từ ngày 01/02/2022, mỗi khoản nạp tiền chịu thuế 6%.' },
  },
} as const satisfies Record<string, NotificationTemplate>;
export type NotificationTemplateId = keyof typeof NOTIFICATION_TEMPLATES;

/** A stored notification; `template` fills title, body, link and the Vietnamese text. Rules make them through `notify`. */
export const createNotification = (
  overrides: Partial<NotificationRecord> & { template?: NotificationTemplateId } = {},
): NotificationRecord => {
  const { template = 'welcome', ...rest } = overrides;
  const chosen = NOTIFICATION_TEMPLATES[template];
  return {
    id: 'ntf_default',
    userId: 'usr_default',
    title: chosen.en.title,
    body: chosen.en.body,
    link: chosen.link,
    read: false,
    createdAt: FACTORY_DEFAULT_DATE,
    subject: { kind: 'user', id: rest.userId ?? 'usr_default' },
    vi: { ...chosen.vi },
    ...rest,
  };
};

import type { KnownErrorCode, Locale } from '@contract';
import { referenceTexts } from './data/reference-data';

/**
 * The server's own message for each code, in both languages of the product.
 * The app shows the server message first (spec section 8), and calls carry
 * lang=vi by default, so the mock answers in the caller's language.
 */
const ERROR_MESSAGES: Record<KnownErrorCode, Record<Locale, string>> = {
  'error.user_was_blocked': {
    en: 'Abnormal activity was detected, so your account has been temporarily locked.',
    vi: 'Hệ thống phát hiện hoạt động bất thường nên tài khoản của bạn đã bị tạm khóa.',
  },
  'error.we_are_maintaining': {
    en: 'We are under maintenance. Please come back later.',
    vi: 'Hệ thống đang bảo trì. Vui lòng quay lại sau.',
  },
  'error.user_not_grant_tiktok_permission_to_system': {
    en: 'You have not granted the system access to your advertising platform account.',
    vi: 'Bạn chưa cấp quyền cho hệ thống truy cập tài khoản nền tảng quảng cáo.',
  },
  'error.unauthorized': {
    en: 'Your session has expired. Please log in again.',
    vi: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  },
  'error.forbidden': {
    en: 'You do not have permission to do this.',
    vi: 'Bạn không có quyền thực hiện thao tác này.',
  },
  'error.not_found': { en: 'The requested item was not found.', vi: 'Không tìm thấy dữ liệu bạn yêu cầu.' },
  'error.validation': {
    en: 'Some information is invalid. Please check and try again.',
    vi: 'Một số thông tin chưa hợp lệ. Vui lòng kiểm tra lại.',
  },
  'error.internal': {
    en: 'Something went wrong on our side. Please try again later.',
    vi: 'Hệ thống đang gặp sự cố. Vui lòng thử lại sau.',
  },
  'error.too_many_login_failures': {
    en: 'Too many failures, please try again in 10 minutes.',
    vi: 'Bạn đã thử sai quá nhiều lần, vui lòng thử lại sau 10 phút.',
  },
  'error.too_many_activation_failures': {
    en: 'Too many failures, please try again in 10 minutes.',
    vi: 'Bạn đã nhập sai mã quá nhiều lần, vui lòng thử lại sau 10 phút.',
  },
  'error.invalid_credentials': { en: 'Incorrect email or password.', vi: 'Email hoặc mật khẩu không đúng.' },
  'error.email_already_registered': { en: 'This email is already registered.', vi: 'Email này đã được đăng ký.' },
  'error.register_failed': {
    en: 'Register failed, please try again.',
    vi: 'Đăng ký không thành công, vui lòng thử lại.',
  },
  'error.invalid_captcha': {
    en: 'Captcha verification failed, please try again.',
    vi: 'Xác minh captcha không thành công, vui lòng thử lại.',
  },
  'error.invalid_verification_code': {
    en: 'The verification code is incorrect.',
    vi: 'Mã xác minh không đúng.',
  },
  'error.verification_link_expired': {
    en: 'This verification link has expired. Please sign up again to get a new link.',
    vi: 'Liên kết xác minh đã hết hạn. Vui lòng đăng ký lại để nhận liên kết mới.',
  },
  'error.current_password_wrong': { en: 'Current password is wrong.', vi: 'Mật khẩu hiện tại không đúng.' },
  'error.change_password_failed': {
    en: 'Change password failed, please try again.',
    vi: 'Đổi mật khẩu không thành công, vui lòng thử lại.',
  },
  'error.card_init_failed': {
    en: 'Card init failed, please try again.',
    vi: 'Khởi tạo thẻ không thành công, vui lòng thử lại.',
  },
  'error.save_card_failed': {
    en: 'Save card error, please try again.',
    vi: 'Lưu thẻ không thành công, vui lòng thử lại.',
  },
  'error.remove_card_failed': {
    en: 'Removed card failure, please try again.',
    vi: 'Xóa thẻ không thành công, vui lòng thử lại.',
  },
  'error.set_card_default_failed': {
    en: 'Set card default error, please try again.',
    vi: 'Đặt thẻ mặc định không thành công, vui lòng thử lại.',
  },
  'error.card_unavailable': {
    en: 'Adding a new credit card is unavailable. Please check your network, reload the page and try again.',
    vi: 'Hiện chưa thể thêm thẻ tín dụng mới. Vui lòng kiểm tra kết nối mạng, tải lại trang và thử lại.',
  },
  'error.card_insufficient_funds': { en: 'Your card has insufficient funds.', vi: 'Thẻ của bạn không đủ số dư.' },
  'error.payoneer_insufficient_funds': {
    en: 'Your Payoneer account has insufficient funds.',
    vi: 'Tài khoản Payoneer của bạn không đủ số dư.',
  },
  'error.confirm_payment_failed': {
    en: 'Confirm payment failed, please try again.',
    vi: 'Xác nhận thanh toán không thành công, vui lòng thử lại.',
  },
  'error.top_up_failed': {
    en: 'Top up failed, please try again.',
    vi: 'Nạp tiền không thành công, vui lòng thử lại.',
  },
  'error.deposit_failed': { en: 'You have failed to deposit.', vi: 'Giao dịch nạp tiền của bạn không thành công.' },
  'error.transaction_failed': { en: 'The transaction cannot be completed.', vi: 'Không thể hoàn tất giao dịch.' },
  'error.payment_in_progress': {
    en: 'A payment is already in progress. Please continue it or wait for it to finish.',
    vi: 'Bạn đang có một giao dịch thanh toán chưa hoàn tất. Vui lòng tiếp tục hoặc chờ giao dịch kết thúc.',
  },
  'error.reference_already_used': {
    en: 'This transaction hash or payment ID has already been used for a top-up. Check the one you copied, or contact support.',
    vi: 'Mã giao dịch hoặc mã thanh toán này đã được dùng cho một lần nạp tiền. Vui lòng kiểm tra lại mã bạn đã sao chép hoặc liên hệ bộ phận hỗ trợ.',
  },
  'error.payment_attachment_required': {
    en: 'The billing attachment field is required.',
    vi: 'Vui lòng đính kèm chứng từ thanh toán.',
  },
  'error.amount_invalid': { en: 'The amount is invalid.', vi: 'Số tiền không hợp lệ.' },
  'error.amount_not_whole_number': { en: 'Please enter a whole number.', vi: 'Vui lòng nhập số nguyên.' },
  'error.insufficient_balance': {
    en: 'Your balance is not enough for this transaction.',
    vi: 'Số dư của bạn không đủ để thực hiện giao dịch này.',
  },
  'error.ad_account_not_approved': {
    en: 'This ad account has not been approved yet.',
    vi: 'Tài khoản quảng cáo này chưa được duyệt.',
  },
  'error.ad_account_limit_reached': {
    en: 'You have reached the limitation on the number of ad accounts.',
    vi: 'Bạn đã đạt giới hạn số lượng tài khoản quảng cáo.',
  },
  'error.plan_ad_account_limit_reached': {
    en: 'The number of ad accounts has reached the package limitation.',
    vi: 'Số lượng tài khoản quảng cáo đã đạt giới hạn của gói hiện tại.',
  },
  'error.no_approved_product_link': {
    en: 'You have no approved product links. Please update your product links or wait for admin approval.',
    vi: 'Bạn chưa có liên kết sản phẩm nào được duyệt. Vui lòng cập nhật hoặc chờ quản trị viên phê duyệt.',
  },
  'error.minimum_balance_required': {
    en: 'Your balance is below the minimum needed to create an ad account.',
    vi: 'Số dư của bạn chưa đạt mức tối thiểu để tạo tài khoản quảng cáo.',
  },
  'error.business_centre_limit_reached': {
    en: 'You can create up to 3 Business Centers.',
    vi: 'Bạn chỉ có thể tạo tối đa 3 trung tâm kinh doanh.',
  },
  'error.product_video_required': { en: 'Product video is required.', vi: 'Vui lòng tải lên video sản phẩm.' },
  'error.video_too_large': { en: 'Video size must be less than 100MB.', vi: 'Dung lượng video phải nhỏ hơn 100MB.' },
  'error.image_too_large': {
    en: 'Image size must not exceed 5MB.',
    vi: 'Dung lượng ảnh không được vượt quá 5MB.',
  },
  'error.file_type_not_allowed': {
    en: 'This file type is not supported.',
    vi: 'Định dạng tệp không được hỗ trợ.',
  },
  'error.file_content_mismatch': {
    en: 'The file’s content does not match its type. Save it again as a real JPG, PNG or video file.',
    vi: 'Nội dung tệp không khớp với định dạng của nó. Hãy lưu lại thành tệp JPG, PNG hoặc video thật.',
  },
  'error.payload_too_large': {
    en: 'This is too large to send: images may be up to 5MB, videos less than 100MB.',
    vi: 'Dữ liệu quá lớn để gửi: ảnh tối đa 5MB, video phải nhỏ hơn 100MB.',
  },
  'error.gift_code_unavailable': {
    en: 'Gift code has expired or is not available.',
    vi: 'Mã quà tặng đã hết hạn hoặc không khả dụng.',
  },
  'error.gift_code_already_saved': {
    en: 'You have already saved a gift code. Only one gift code can be saved.',
    vi: 'Bạn đã lưu một mã quà tặng. Mỗi tài khoản chỉ được lưu một mã.',
  },
  'error.gift_code_min_spend_not_reached': {
    en: 'You have not reached the minimum spend for this gift code yet.',
    vi: 'Bạn chưa đạt mức chi tiêu tối thiểu để sử dụng mã quà tặng này.',
  },
  'error.ticket_in_process': {
    en: 'A ticket is already in process. Please wait for admin to resolve it before creating another one.',
    vi: 'Đang có một yêu cầu chờ xử lý. Vui lòng chờ quản trị viên giải quyết trước khi tạo yêu cầu mới.',
  },
  'error.setup_cost_rejected': {
    en: 'Your setup cost payment was rejected.',
    vi: 'Khoản phí thiết lập của bạn đã bị từ chối.',
  },
  'error.setup_cost_required': {
    en: 'Pay the one-time setup cost before creating an ad account',
    vi: 'Vui lòng thanh toán phí thiết lập một lần trước khi tạo tài khoản quảng cáo',
  },
  'error.verification_rejected': {
    en: 'Your information verification was rejected.',
    vi: 'Yêu cầu xác minh thông tin của bạn đã bị từ chối.',
  },
  'error.cancel_subscription_failed': {
    en: 'Cancel subscription failed, please try again.',
    vi: 'Hủy gói đăng ký không thành công, vui lòng thử lại.',
  },
  'error.trial_already_used': {
    en: 'You have already used your free trial.',
    vi: 'Bạn đã sử dụng lượt dùng thử miễn phí.',
  },
  'error.no_plan_available': { en: 'No plan available now.', vi: 'Hiện chưa có gói nào khả dụng.' },
  'error.account_not_found': { en: 'No account was found.', vi: 'Không tìm thấy tài khoản nào.' },
  'error.invalid_url': { en: 'The URL is invalid.', vi: 'Đường dẫn không hợp lệ.' },
  'error.url_blocked': {
    en: 'Shortened or banned links are not allowed.',
    vi: 'Không chấp nhận liên kết rút gọn hoặc liên kết bị cấm.',
  },
  'error.service_error': {
    en: 'Service error, please try again later.',
    vi: 'Dịch vụ đang gặp lỗi, vui lòng thử lại sau.',
  },
  'error.idempotency_key_reused': {
    en: 'This request was already sent with different details. Reload the page and try again.',
    vi: 'Yêu cầu này đã được gửi trước đó với thông tin khác. Vui lòng tải lại trang rồi thử lại.',
  },
};

export const errorMessage = (code: KnownErrorCode, lang: Locale): string => ERROR_MESSAGES[code][lang];

/** A text the mock writes itself, in both languages of the product. */
export type MockText = Readonly<Record<Locale, string>>;

/**
 * Texts the mock's rules, simulation and scenario seeds store in English (a pixel's diagnostics,
 * a rejection's reason, a payment's progress), with their Vietnamese. A stored record keeps one
 * text, like the real server; the answer carries it in the caller's language. A reason an admin
 * typed is not in here and is sent as typed.
 */
export const STORED_TEXTS: readonly MockText[] = [
  // Pixels: diagnostics and lookups.
  { en: 'No events received in the last 7 days.', vi: 'Không nhận được sự kiện nào trong 7 ngày qua.' },
  { en: 'Turned off in the dashboard.', vi: 'Đã tắt trong trang quản lý.' },
  {
    en: 'This pixel belongs to an ad account that is not yours.',
    vi: 'Pixel này thuộc một tài khoản quảng cáo không phải của bạn.',
  },
  // Rejection reasons of product links, videos, verification and contact information.
  {
    en: 'The store URL does not match the product link.',
    vi: 'Địa chỉ cửa hàng không khớp với liên kết sản phẩm.',
  },
  {
    en: 'The store screenshots do not match the product link.',
    vi: 'Ảnh chụp cửa hàng không khớp với liên kết sản phẩm.',
  },
  { en: 'The page does not show the product.', vi: 'Trang không hiển thị sản phẩm.' },
  { en: 'The phone number does not answer.', vi: 'Số điện thoại không liên lạc được.' },
  { en: 'The video does not show the product in use.', vi: 'Video không cho thấy sản phẩm đang được sử dụng.' },
  {
    en: 'The store does not meet the advertising policy yet',
    vi: 'Cửa hàng chưa đáp ứng chính sách quảng cáo',
  },
  { en: 'Rejected by the simulated admin.', vi: 'Bị quản trị viên mô phỏng từ chối.' },
  // A token payment's progress.
  { en: 'No matching transfer detected yet', vi: 'Chưa phát hiện giao dịch chuyển khoản phù hợp' },
  { en: 'No transaction hash submitted yet', vi: 'Chưa gửi mã giao dịch (hash)' },
  { en: 'Waiting for block confirmations', vi: 'Đang chờ xác nhận khối' },
  // Field issues of a partner's new gift code.
  { en: 'The expiry must be in the future', vi: 'Ngày hết hạn phải ở tương lai' },
  { en: 'This gift code already exists', vi: 'Mã quà tặng này đã tồn tại' },
  // An admin's rejection without a reason (demo control).
  { en: 'A reason is required to reject', vi: 'Cần nêu lý do khi từ chối' },
  // Refusals whose detail is a fixed sentence.
  {
    en: 'Tazapay top-ups are paid at its checkout',
    vi: 'Khoản nạp qua Tazapay được thanh toán tại trang thanh toán của Tazapay',
  },
  {
    en: 'The recharge ticket has no ticket payment method',
    vi: 'Yêu cầu nạp tiền chưa có phương thức thanh toán',
  },
  {
    en: 'This contact information was already reviewed',
    vi: 'Thông tin liên hệ này đã được duyệt trước đó',
  },
  {
    en: 'This product link was paused by the system and cannot be edited.',
    vi: 'Liên kết sản phẩm này đã bị hệ thống tạm dừng và không thể chỉnh sửa.',
  },
];

const VIETNAMESE_OF = new Map([...STORED_TEXTS, ...referenceTexts()].map((text) => [text.en, text.vi]));

/** A text in the caller's language: a pair picks its side, a stored English text its Vietnamese. */
export const textIn = (text: string | MockText, lang: Locale): string =>
  typeof text === 'string' ? (lang === 'vi' ? (VIETNAMESE_OF.get(text) ?? text) : text) : text[lang];

/** An answer's body with every stored text in the caller's language (`STORED_TEXTS`). */
export const localizeBody = (body: unknown, lang: Locale): unknown => {
  if (lang !== 'vi') return body;
  if (typeof body === 'string') return textIn(body, lang);
  if (Array.isArray(body)) return body.map((item) => localizeBody(item, lang));
  if (typeof body === 'object' && body !== null) {
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, localizeBody(value, lang)]));
  }
  return body;
};

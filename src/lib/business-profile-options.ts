import type { Locale } from '@contract/common/enums.schema';
import type { BusinessModel } from '@contract/common/enums.schema';

/*
 * The choice lists of the verification form that the spec names but does not spell out
 * (section 9: 5 business models, 9 store platforms, 7 monthly-revenue bands, 21 industries),
 * in one typed module with both languages. The value sent is the stable id; the form, the
 * profile and the partner view show the label in the reader's language.
 */

interface Option<Id extends string> {
  id: Id;
  label: Record<Locale, string>;
}

const option = <Id extends string>(id: Id, en: string, vi: string): Option<Id> => ({ id, label: { en, vi } });

export const BUSINESS_MODELS: readonly Option<BusinessModel>[] = [
  option('Dropshipping', 'Dropshipping', 'Dropshipping'),
  option('POD', 'Print on demand (POD)', 'In theo yêu cầu (POD)'),
  option('Agency', 'Agency', 'Agency'),
  option('Branding', 'Branding', 'Xây dựng thương hiệu'),
  option('Other', 'Other', 'Khác'),
];

export const BUSINESS_TYPES = [
  option('individual', 'Individual', 'Cá nhân'),
  option('household', 'Household business', 'Hộ kinh doanh'),
  option('company', 'Company', 'Công ty'),
] as const;

export const STORE_PLATFORMS = [
  option('shopify', 'Shopify', 'Shopify'),
  option('woocommerce', 'WooCommerce', 'WooCommerce'),
  option('tiktok_shop', 'TikTok Shop', 'TikTok Shop'),
  option('shopee', 'Shopee', 'Shopee'),
  option('lazada', 'Lazada', 'Lazada'),
  option('amazon', 'Amazon', 'Amazon'),
  option('etsy', 'Etsy', 'Etsy'),
  option('own_website', 'Own website', 'Website riêng'),
  option('other', 'Other', 'Khác'),
] as const;

export const MONTHLY_REVENUE_BANDS = [
  option('under_1k', 'Under $1,000', 'Dưới $1.000'),
  option('1k_5k', '$1,000 – $5,000', '$1.000 – $5.000'),
  option('5k_10k', '$5,000 – $10,000', '$5.000 – $10.000'),
  option('10k_50k', '$10,000 – $50,000', '$10.000 – $50.000'),
  option('50k_100k', '$50,000 – $100,000', '$50.000 – $100.000'),
  option('100k_500k', '$100,000 – $500,000', '$100.000 – $500.000'),
  option('over_500k', 'Over $500,000', 'Trên $500.000'),
] as const;

export const INDUSTRIES = [
  option('apparel', 'Apparel and accessories', 'Thời trang và phụ kiện'),
  option('beauty', 'Beauty and personal care', 'Làm đẹp và chăm sóc cá nhân'),
  option('health', 'Health and wellness', 'Sức khỏe'),
  option('home', 'Home and garden', 'Nhà cửa và vườn'),
  option('electronics', 'Electronics', 'Điện tử'),
  option('phones', 'Phones and accessories', 'Điện thoại và phụ kiện'),
  option('jewelry', 'Jewellery and watches', 'Trang sức và đồng hồ'),
  option('shoes_bags', 'Shoes and bags', 'Giày dép và túi xách'),
  option('baby', 'Mother and baby', 'Mẹ và bé'),
  option('toys', 'Toys and hobbies', 'Đồ chơi và sở thích'),
  option('pets', 'Pet supplies', 'Đồ dùng thú cưng'),
  option('sports', 'Sports and outdoors', 'Thể thao và dã ngoại'),
  option('automotive', 'Automotive', 'Ô tô và xe máy'),
  option('food', 'Food and beverages', 'Thực phẩm và đồ uống'),
  option('books', 'Books and stationery', 'Sách và văn phòng phẩm'),
  option('furniture', 'Furniture', 'Nội thất'),
  option('tools', 'Tools and home improvement', 'Dụng cụ và sửa chữa nhà'),
  option('gifts', 'Gifts and crafts', 'Quà tặng và đồ thủ công'),
  option('education', 'Education and courses', 'Giáo dục và khóa học'),
  option('software', 'Software and apps', 'Phần mềm và ứng dụng'),
  option('other', 'Other', 'Khác'),
] as const;

/** Mantine Select data in the reader's language. */
export const selectData = (options: readonly Option<string>[], locale: Locale) =>
  options.map((item) => ({ value: item.id, label: item.label[locale] }));

/** The label of a stored id, or the id itself when a list no longer has it (older data). */
export const optionLabel = (options: readonly Option<string>[], id: string, locale: Locale): string =>
  options.find((item) => item.id === id)?.label[locale] ?? id;

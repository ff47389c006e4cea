import { BLOCKED_COUNTRY_CODES, type Locale } from '@contract';
import type { CountryRegion, PhoneRegion, SecondaryIndustry } from '@contract/configuration/configuration.schema';
import type { MockText } from '../messages';

interface CountryEntry {
  code: string;
  name: string;
  callingCode: string;
}

/**
 * Markets the agency's sellers come from and advertise in (ISO 3166-1 alpha-2
 * and ITU calling codes). A few sanctioned ones are listed on purpose: the
 * phone list keeps them, the self-serve list filters them out.
 */
const COUNTRIES: readonly CountryEntry[] = [
  { code: 'VN', name: 'Vietnam', callingCode: '+84' },
  { code: 'US', name: 'United States', callingCode: '+1' },
  { code: 'GB', name: 'United Kingdom', callingCode: '+44' },
  { code: 'TH', name: 'Thailand', callingCode: '+66' },
  { code: 'ID', name: 'Indonesia', callingCode: '+62' },
  { code: 'PH', name: 'Philippines', callingCode: '+63' },
  { code: 'MY', name: 'Malaysia', callingCode: '+60' },
  { code: 'SG', name: 'Singapore', callingCode: '+65' },
  { code: 'AU', name: 'Australia', callingCode: '+61' },
  { code: 'NZ', name: 'New Zealand', callingCode: '+64' },
  { code: 'JP', name: 'Japan', callingCode: '+81' },
  { code: 'KR', name: 'South Korea', callingCode: '+82' },
  { code: 'TW', name: 'Taiwan', callingCode: '+886' },
  { code: 'HK', name: 'Hong Kong', callingCode: '+852' },
  { code: 'KH', name: 'Cambodia', callingCode: '+855' },
  { code: 'IN', name: 'India', callingCode: '+91' },
  { code: 'CA', name: 'Canada', callingCode: '+1' },
  { code: 'MX', name: 'Mexico', callingCode: '+52' },
  { code: 'BR', name: 'Brazil', callingCode: '+55' },
  { code: 'AR', name: 'Argentina', callingCode: '+54' },
  { code: 'CL', name: 'Chile', callingCode: '+56' },
  { code: 'CO', name: 'Colombia', callingCode: '+57' },
  { code: 'PE', name: 'Peru', callingCode: '+51' },
  { code: 'DE', name: 'Germany', callingCode: '+49' },
  { code: 'FR', name: 'France', callingCode: '+33' },
  { code: 'IT', name: 'Italy', callingCode: '+39' },
  { code: 'ES', name: 'Spain', callingCode: '+34' },
  { code: 'NL', name: 'Netherlands', callingCode: '+31' },
  { code: 'BE', name: 'Belgium', callingCode: '+32' },
  { code: 'SE', name: 'Sweden', callingCode: '+46' },
  { code: 'PL', name: 'Poland', callingCode: '+48' },
  { code: 'IE', name: 'Ireland', callingCode: '+353' },
  { code: 'AE', name: 'United Arab Emirates', callingCode: '+971' },
  { code: 'SA', name: 'Saudi Arabia', callingCode: '+966' },
  { code: 'TR', name: 'Türkiye', callingCode: '+90' },
  { code: 'RU', name: 'Russia', callingCode: '+7' },
  { code: 'MM', name: 'Myanmar', callingCode: '+95' },
];

const BLOCKED: ReadonlySet<string> = new Set(BLOCKED_COUNTRY_CODES);

const vietnameseRegionNames = new Intl.DisplayNames(['vi'], { type: 'region', fallback: 'none' });

/** A country's name in the caller's language: the list's English, or the Unicode CLDR's Vietnamese. */
const countryName = (country: CountryEntry, lang: Locale): string =>
  lang === 'vi' ? (vietnameseRegionNames.of(country.code) ?? country.name) : country.name;

/** Where a self-serve ad account can be opened: every listed market except sanctioned ones. */
export const selfServeAdCountries = (lang: Locale): CountryRegion[] =>
  COUNTRIES.filter((country) => !BLOCKED.has(country.code)).map((country) => ({
    countryCode: country.code,
    country: countryName(country, lang),
  }));

export const phoneRegions = (lang: Locale): PhoneRegion[] =>
  COUNTRIES.map((country) => ({
    phone_region_calling_code: country.callingCode,
    phone_region_code: country.code,
    phone_region_name: countryName(country, lang),
  }));

/** Secondary industries of a business centre, grouped by first-level industry in the id's first four digits. */
const SECONDARY_INDUSTRIES: readonly { industryID: string; name: MockText }[] = [
  { industryID: '290101', name: { en: "Women's Clothing", vi: 'Thời trang nữ' } },
  { industryID: '290102', name: { en: "Men's Clothing", vi: 'Thời trang nam' } },
  { industryID: '290103', name: { en: "Kids' Clothing", vi: 'Thời trang trẻ em' } },
  { industryID: '290104', name: { en: 'Shoes', vi: 'Giày dép' } },
  { industryID: '290105', name: { en: 'Bags & Luggage', vi: 'Túi xách & vali' } },
  { industryID: '290106', name: { en: 'Jewelry & Watches', vi: 'Trang sức & đồng hồ' } },
  { industryID: '290201', name: { en: 'Skincare', vi: 'Chăm sóc da' } },
  { industryID: '290202', name: { en: 'Makeup & Cosmetics', vi: 'Trang điểm & mỹ phẩm' } },
  { industryID: '290203', name: { en: 'Hair Care', vi: 'Chăm sóc tóc' } },
  { industryID: '290204', name: { en: 'Fragrances', vi: 'Nước hoa' } },
  { industryID: '290301', name: { en: 'Home Decor', vi: 'Trang trí nhà cửa' } },
  { industryID: '290302', name: { en: 'Kitchenware', vi: 'Đồ dùng nhà bếp' } },
  { industryID: '290303', name: { en: 'Furniture', vi: 'Nội thất' } },
  { industryID: '290304', name: { en: 'Household Cleaning', vi: 'Vệ sinh nhà cửa' } },
  { industryID: '290401', name: { en: 'Mobile Phone Accessories', vi: 'Phụ kiện điện thoại' } },
  { industryID: '290402', name: { en: 'Consumer Electronics', vi: 'Điện tử tiêu dùng' } },
  { industryID: '290403', name: { en: 'Smart Home Devices', vi: 'Thiết bị nhà thông minh' } },
  { industryID: '290501', name: { en: 'Baby & Maternity', vi: 'Mẹ & bé' } },
  { industryID: '290502', name: { en: 'Toys & Games', vi: 'Đồ chơi & trò chơi' } },
  { industryID: '290601', name: { en: 'Pet Supplies', vi: 'Đồ dùng thú cưng' } },
  { industryID: '290701', name: { en: 'Sports & Outdoor Equipment', vi: 'Thể thao & dã ngoại' } },
  { industryID: '290702', name: { en: 'Fitness Apparel', vi: 'Trang phục thể thao' } },
  { industryID: '290801', name: { en: 'Health Supplements', vi: 'Thực phẩm bổ sung' } },
  { industryID: '290901', name: { en: 'Snacks & Beverages', vi: 'Đồ ăn vặt & đồ uống' } },
  { industryID: '291001', name: { en: 'Car Accessories', vi: 'Phụ kiện ô tô' } },
  { industryID: '291101', name: { en: 'Books & Stationery', vi: 'Sách & văn phòng phẩm' } },
  { industryID: '291201', name: { en: 'Arts & Crafts', vi: 'Mỹ thuật & thủ công' } },
  { industryID: '291301', name: { en: 'Print on Demand', vi: 'In theo yêu cầu' } },
  { industryID: '291401', name: { en: 'General Merchandise', vi: 'Hàng tổng hợp' } },
];

export const secondaryIndustries = (lang: Locale): SecondaryIndustry[] =>
  SECONDARY_INDUSTRIES.map((entry) => ({ industryID: entry.industryID, industryName: entry.name[lang] }));

/** The reference lists' names in both languages, so a stored English name is sent in the caller's. */
export const referenceTexts = (): MockText[] => [
  ...SECONDARY_INDUSTRIES.map((entry) => entry.name),
  ...COUNTRIES.map((country) => ({ en: country.name, vi: countryName(country, 'vi') })),
];

import { BLOCKED_COUNTRY_CODES } from '@contract';
import type { CountryRegion, PhoneRegion, SecondaryIndustry } from '@contract/configuration/configuration.schema';

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

/** Where a self-serve ad account can be opened: every listed market except sanctioned ones. */
export const selfServeAdCountries = (): CountryRegion[] =>
  COUNTRIES.filter((country) => !BLOCKED.has(country.code)).map((country) => ({
    countryCode: country.code,
    country: country.name,
  }));

export const phoneRegions = (): PhoneRegion[] =>
  COUNTRIES.map((country) => ({
    phone_region_calling_code: country.callingCode,
    phone_region_code: country.code,
    phone_region_name: country.name,
  }));

/** Secondary industries of a business centre, grouped by first-level industry in the id's first four digits. */
const SECONDARY_INDUSTRIES: readonly SecondaryIndustry[] = [
  { industryID: '290101', industryName: "Women's Clothing" },
  { industryID: '290102', industryName: "Men's Clothing" },
  { industryID: '290103', industryName: "Kids' Clothing" },
  { industryID: '290104', industryName: 'Shoes' },
  { industryID: '290105', industryName: 'Bags & Luggage' },
  { industryID: '290106', industryName: 'Jewelry & Watches' },
  { industryID: '290201', industryName: 'Skincare' },
  { industryID: '290202', industryName: 'Makeup & Cosmetics' },
  { industryID: '290203', industryName: 'Hair Care' },
  { industryID: '290204', industryName: 'Fragrances' },
  { industryID: '290301', industryName: 'Home Decor' },
  { industryID: '290302', industryName: 'Kitchenware' },
  { industryID: '290303', industryName: 'Furniture' },
  { industryID: '290304', industryName: 'Household Cleaning' },
  { industryID: '290401', industryName: 'Mobile Phone Accessories' },
  { industryID: '290402', industryName: 'Consumer Electronics' },
  { industryID: '290403', industryName: 'Smart Home Devices' },
  { industryID: '290501', industryName: 'Baby & Maternity' },
  { industryID: '290502', industryName: 'Toys & Games' },
  { industryID: '290601', industryName: 'Pet Supplies' },
  { industryID: '290701', industryName: 'Sports & Outdoor Equipment' },
  { industryID: '290702', industryName: 'Fitness Apparel' },
  { industryID: '290801', industryName: 'Health Supplements' },
  { industryID: '290901', industryName: 'Snacks & Beverages' },
  { industryID: '291001', industryName: 'Car Accessories' },
  { industryID: '291101', industryName: 'Books & Stationery' },
  { industryID: '291201', industryName: 'Arts & Crafts' },
  { industryID: '291301', industryName: 'Print on Demand' },
  { industryID: '291401', industryName: 'General Merchandise' },
];

export const secondaryIndustries = (): SecondaryIndustry[] => SECONDARY_INDUSTRIES.map((entry) => ({ ...entry }));

import type { CreateBusinessCentreBody } from '@contract/business-centres/business-centres.schema';
import type { VerificationForm } from '@contract/tickets/tickets.schema';
import type { RegisterBody } from '@contract/users/users.schema';

/* Valid request bodies that several mock-backend tests send. */

export const registration: RegisterBody = {
  email: 'thu.le@example.com',
  name: 'Lê Thị Thu',
  phone: '+84938765432',
  telegram: '@thule',
  password: 'secret99',
  acceptTerms: true,
};

export const verificationForm = (
  dashboardScreenshotUrl = 'https://upload.mock.test/mock-uploads/dashboard.png',
): VerificationForm => ({
  fullName: 'Trần Minh Anh',
  businessModel: 'POD',
  businessType: 'individual',
  country: 'VN',
  city: 'Hà Nội',
  streetAddress: '12 Phố Huế',
  postalCode: '100000',
  ecommercePlatform: 'Shopify',
  monthlyRevenue: '$1,000 - $5,000',
  hasRunAdsBefore: false,
  industry: 'Apparel',
  productUrl: 'https://minhanh.shop/products/tee',
  dashboardScreenshotUrl,
  storeScreenshotUrls: [],
  phone: '+84901112233',
  telegram: '@minhanh_shop',
  primaryContact: 'telegram',
});

/** A business centre of verified-seller's Lan Boutique. */
export const businessCentreBody = (name: string): CreateBusinessCentreBody => ({
  name,
  timezone: 'Asia/Ho_Chi_Minh',
  region: 'VN',
  phoneRegionCode: 'VN',
  phone: '912345678',
  secondaryIndustryId: '290101',
  companyWebsite: 'https://lanboutique.vn',
  businessName: 'Lan Boutique',
});

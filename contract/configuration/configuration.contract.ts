import { z } from 'zod';
import { c, meta } from '../common/contract-builder';
import {
  ConfigurationSchema,
  CountryRegionSchema,
  PhoneRegionSchema,
  SecondaryIndustrySchema,
} from './configuration.schema';

export const configurationContract = c.router({
  getConfiguration: {
    method: 'GET',
    path: '/api/configuration/value',
    summary: 'General configuration, including the system variant',
    responses: { 200: ConfigurationSchema },
    metadata: meta({ access: 'public' }),
  },
  listSelfServeAdCountries: {
    method: 'GET',
    path: '/api/configuration/self-serve-ad-countries',
    summary: 'Countries and regions where self-serve ad accounts can be opened',
    responses: { 200: z.array(CountryRegionSchema) },
    metadata: meta({ access: 'user' }),
  },
  listPhoneRegionCodes: {
    method: 'GET',
    path: '/api/configuration/phone-region-codes',
    summary: 'Phone calling codes by region',
    responses: { 200: z.array(PhoneRegionSchema) },
    // Public: the sign-up form picks the phone's region before there is an account.
    metadata: meta({ access: 'public' }),
  },
  listSecondaryIndustries: {
    method: 'GET',
    path: '/api/configuration/secondary-industries',
    summary: 'Secondary industries for a business centre',
    responses: { 200: z.array(SecondaryIndustrySchema) },
    metadata: meta({ access: 'user' }),
  },
});

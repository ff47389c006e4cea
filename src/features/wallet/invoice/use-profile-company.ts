import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-select-names';
import { latestVerificationOptions, ticketsApi } from '@/lib/queries/tickets';
import { meOptions, usersApi } from '@/lib/queries/users';
import type { InvoiceCompany } from './invoice-form-schema';

/**
 * The company as the profile has it: the business name, and the address and postal code of the
 * latest verification form. Null while they load; a profile that cannot be read prefills nothing.
 */
export const useProfileCompany = (): InvoiceCompany | null => {
  const { i18n } = useTranslation();
  const me = usersApi.getMe.useQuery(meOptions());
  const latest = ticketsApi.getLatestVerification.useQuery({ ...latestVerificationOptions(), retry: false });
  if (me.isPending || latest.isPending) return null;
  const form = latest.data?.body.verification?.form;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    companyName: me.data?.body.businessName ?? '',
    address: form ? [form.streetAddress, form.city, countryName(form.country, language, form.country)].join(', ') : '',
    zipCode: form?.postalCode ?? '',
    vatNumber: '',
  };
};

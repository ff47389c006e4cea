import { FormActions } from '@/components/form-actions';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CountrySelect } from '@/components/country-select';
import { PhoneInput } from '@/components/phone-input';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { configurationApi, secondaryIndustriesOptions } from '@/lib/queries/configuration';
import { useSchemaForm } from '@/lib/validation';
import { useCreateBusinessCentre } from '../api/setup-queries';
import { businessCentreFormSchema, emptyBusinessCentreForm } from '../forms/business-centre-form-schema';
import { timeZoneOptions } from '../time-zones';

const CreateBusinessCentreForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation(['ad-account-setup', 'common']);
  const create = useCreateBusinessCentre();
  const notify = useSuccessNotification();
  const form = useSchemaForm(businessCentreFormSchema, {
    name: 'create-business-centre',
    initialValues: emptyBusinessCentreForm(),
  });
  const industries = configurationApi.listSecondaryIndustries.useQuery(secondaryIndustriesOptions());
  const zones = useMemo(() => timeZoneOptions(new Date()), []);
  const industryOptions = (industries.data?.body ?? []).map((industry) => ({
    value: industry.industryID,
    label: industry.industryName,
  }));

  return (
    <form
      noValidate
      onSubmit={form.submit((body) =>
        create.mutateAsync({ body }).then((response) => {
          notify({ message: t('createCentre.created', { name: response.body.name }) });
          onDone();
        }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('createCentre.name')} {...REQUIRED_FIELD} {...form.getInputProps('name')} />
          <TextInput
            label={t('createCentre.businessName')}
            autoComplete="organization"
            {...REQUIRED_FIELD}
            {...form.getInputProps('businessName')}
          />
          <Select
            label={t('createCentre.timezone')}
            data={zones}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('common:table.noRecords')}
            {...REQUIRED_FIELD}
            {...form.getInputProps('timezone')}
          />
          <CountrySelect
            label={t('createCentre.region')}
            {...REQUIRED_FIELD}
            value={form.values.region || null}
            onChange={(code) => form.setFieldValue('region', code ?? '')}
            error={form.errorOf('region')}
          />
          <PhoneInput
            label={t('createCentre.phone')}
            {...REQUIRED_FIELD}
            value={form.values.phone}
            onChange={(value) => form.setFieldValue('phone', value)}
            error={form.errorOf('phone')}
            data-path="phone"
          />
          <Select
            label={t('createCentre.industry')}
            placeholder={t('createCentre.industryPlaceholder')}
            data={industryOptions}
            searchable
            allowDeselect={false}
            nothingFoundMessage={
              industries.isPending
                ? t('common:loading')
                : industries.isError
                  ? t('common:states.loadFailed')
                  : t('common:table.noRecords')
            }
            {...REQUIRED_FIELD}
            {...form.getInputProps('secondaryIndustryId')}
          />
        </SimpleGrid>
        <TextInput
          label={t('createCentre.website')}
          description={t('createCentre.websiteHint')}
          type="url"
          autoComplete="url"
          {...REQUIRED_FIELD}
          {...form.getInputProps('companyWebsite')}
        />
        <ApiErrorAlert error={create.error} />
        <FormActions submitLabel={t('createCentre.submit')} busy={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
};

/** The create-business-centre dialog (spec section 2); the server refuses a fourth centre with its message. */
export const CreateBusinessCentreModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('ad-account-setup');
  return (
    <Modal opened={opened} onClose={onClose} title={t('createCentre.title')} size="lg" centered>
      <CreateBusinessCentreForm onDone={onClose} />
    </Modal>
  );
};

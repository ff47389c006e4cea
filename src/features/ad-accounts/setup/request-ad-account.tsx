import { FormActions } from '@/components/form-actions';
import { Button, Fieldset, Modal, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import type { BusinessCentre } from '@contract/business-centres/business-centres.schema';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import type { User } from '@contract/users/users.schema';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CountryMultiSelect } from '@/components/country-select';
import { ErrorState } from '@/components/error-state';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSuccessNotification } from '@/components/use-success-notification';
import { useSchemaForm } from '@/lib/validation';
import { useRequestAdAccount } from './api/setup-queries';
import { useCreationGates, usePlatformSetup } from './api/use-setup-state';
import { CreationGatesAlert } from './components/creation-gates-alert';
import {
  emptyRequestAdAccountForm,
  requestAdAccountFormSchema,
  TARGET_MARKETS_MAX,
} from './forms/request-ad-account-form-schema';
import { setupGates, type SetupGate } from './setup-state';

interface RequestFormProps {
  user: User;
  centres: readonly BusinessCentre[];
  approvedLinks: readonly ProductLink[];
  gates: readonly SetupGate[];
  onDone: () => void;
}

/** The form itself, mounted once what it offers (centres, approved links) and its gates are known. */
const RequestForm = ({ user, centres, approvedLinks, gates, onDone }: RequestFormProps) => {
  const { t } = useTranslation(['ad-account-setup', 'common']);
  const request = useRequestAdAccount();
  const notify = useSuccessNotification();
  const navigate = useNavigate();
  const [onlyCentre] = centres.length === 1 ? centres : [];
  const [onlyLink] = approvedLinks.length === 1 ? approvedLinks : [];
  const form = useSchemaForm(requestAdAccountFormSchema, {
    name: 'request-ad-account',
    initialValues: {
      ...emptyRequestAdAccountForm(),
      businessId: onlyCentre?.id ?? '',
      productLinkId: onlyLink?.id ?? '',
      targetMarkets: onlyLink?.targetMarkets ?? [],
    },
  });
  const blocked = gates.length > 0;

  const chooseLink = (id: string | null) => {
    form.setFieldValue('productLinkId', id ?? '');
    // The link's own markets are the likely ones; markets already chosen are kept.
    const link = approvedLinks.find((item) => item.id === id);
    if (link && form.values.targetMarkets.length === 0) form.setFieldValue('targetMarkets', link.targetMarkets);
  };

  return (
    <form
      noValidate
      onSubmit={form.submit((body) =>
        request.mutateAsync({ body }).then(() => {
          notify({ title: t('request.sentTitle'), message: t('request.sent', { name: body.name }) });
          onDone();
          return navigate({ to: '/my-ads-account', search: { tab: 'in_review' } });
        }),
      )}
    >
      <Stack gap="md">
        <CreationGatesAlert gates={gates} user={user} onLeave={onDone} />
        <Fieldset variant="unstyled" disabled={blocked} p={0}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('request.name')} {...REQUIRED_FIELD} {...form.getInputProps('name')} />
              <TextInput
                label={t('request.storeUrl')}
                description={t('request.storeUrlHint')}
                type="url"
                autoComplete="url"
                {...REQUIRED_FIELD}
                {...form.getInputProps('storeUrl')}
              />
              <Select
                label={t('request.business')}
                data={centres.map((centre) => ({ value: centre.id, label: `${centre.name} · ${centre.id}` }))}
                allowDeselect={false}
                nothingFoundMessage={t('request.noCentres')}
                {...REQUIRED_FIELD}
                {...form.getInputProps('businessId')}
              />
              <Select
                label={t('request.productLink')}
                data={approvedLinks.map((link) => ({ value: link.id, label: link.url }))}
                allowDeselect={false}
                nothingFoundMessage={t('request.noApprovedLinks')}
                {...REQUIRED_FIELD}
                {...form.getInputProps('productLinkId')}
                onChange={chooseLink}
              />
            </SimpleGrid>
            <CountryMultiSelect
              label={t('request.targetMarkets')}
              {...REQUIRED_FIELD}
              maxValues={TARGET_MARKETS_MAX}
              value={form.values.targetMarkets}
              onChange={(codes) => form.setFieldValue('targetMarkets', codes)}
              error={form.errorOf('targetMarkets')}
            />
            <TextInput
              label={t('request.productUrl')}
              description={t('request.productUrlHint')}
              type="url"
              {...form.getInputProps('productUrl')}
            />
          </Stack>
        </Fieldset>
        <ApiErrorAlert error={request.error} />
        <FormActions
          submitLabel={t('request.submit')}
          busy={request.isPending}
          onCancel={onDone}
          submitDisabled={blocked}
        />
      </Stack>
    </form>
  );
};

/** What the form needs before it opens: the seller's centres, approved links and gates. */
const RequestAdAccountContent = ({ onDone }: { onDone: () => void }) => {
  const setup = usePlatformSetup();
  const creation = useCreationGates(setup.me);
  const { connected, centres } = setup;
  if (creation.status === 'error') return <ErrorState error={creation.error} onRetry={creation.retry} />;
  if (connected && centres.isError) return <ErrorState error={centres.error} onRetry={() => void centres.refetch()} />;
  if (creation.status === 'pending' || (connected && centres.isPending)) {
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton height={60} />
        <Skeleton height={180} />
      </Stack>
    );
  }
  const gates = setupGates({ connected, businessCentres: setup.list.length }, creation.gates);
  return (
    <RequestForm
      user={setup.me}
      centres={setup.list}
      approvedLinks={creation.approvedLinks}
      gates={gates}
      onDone={onDone}
    />
  );
};

/**
 * "Request an ad account" and its dialog (spec sections 2 and 5): what blocks a request is
 * explained before the seller types, and a sent request shows at once in the in-review tab.
 */
export const RequestAdAccountButton = () => {
  const { t, ready } = useTranslation('ad-account-setup');
  const [opened, { open, close }] = useDisclosure(false);
  if (!ready) return null;
  return (
    <>
      <Button onClick={open}>{t('request.button')}</Button>
      <Modal opened={opened} onClose={close} title={t('request.title')} size="lg" centered>
        <RequestAdAccountContent onDone={close} />
      </Modal>
    </>
  );
};

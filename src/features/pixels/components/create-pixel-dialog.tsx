import { acceptsMoney } from '@contract/ad-accounts/ad-account-rules';
import type { Pixel, PixelNameResult } from '@contract/pixels/pixels.schema';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CopyButton } from '@/components/copy-button';
import { LinkAnchor } from '@/components/link-button';
import { REQUIRED_FIELD } from '@/components/required-field';
import { useSchemaForm } from '@/lib/validation';
import { useGeneratePixel, useQueryPixelName } from '../api/pixel-mutations';
import { useSellerAdAccounts } from '../api/pixel-queries';
import {
  existingPixelBody,
  existingPixelFormSchema,
  newPixelFormSchema,
  pixelCodeFormSchema,
} from '../forms/pixel-form-schemas';
import { AttachStoreForm } from './attach-store-form';

type Mode = 'new' | 'existing';

/** A new pixel on one of the seller's approved ad accounts: the platform generates its code. */
const NewPixelForm = ({ onCreated }: { onCreated: (pixel: Pixel) => void }) => {
  const { t } = useTranslation(['pixels', 'common']);
  const generate = useGeneratePixel();
  const { list, accounts } = useSellerAdAccounts();
  const approved = accounts.filter((account) => acceptsMoney(account.status));
  const form = useSchemaForm(newPixelFormSchema, { name: 'new-pixel', initialValues: { name: '', adsAccountId: '' } });

  if (list.isSuccess && approved.length === 0) {
    return (
      <Alert color="yellow" variant="light" title={t('pixels:create.noAdAccount')}>
        <Text size="sm">{t('pixels:create.noAdAccountHint')}</Text>
        <LinkAnchor to="/my-ads-account" size="sm" fw={600}>
          {t('pixels:create.toAdAccounts')}
        </LinkAnchor>
      </Alert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.submit((body) =>
        generate
          .mutateAsync({ body })
          .then((response) => onCreated(response.body))
          // The failure shows through `generate.error`.
          .catch(() => undefined),
      )}
    >
      <Stack gap="md">
        <TextInput label={t('pixels:create.name')} {...REQUIRED_FIELD} {...form.getInputProps('name')} />
        <Select
          label={t('pixels:create.adAccount')}
          placeholder={t('pixels:create.adAccountPlaceholder')}
          data={approved.map((account) => ({ value: account.id, label: `${account.name} (${account.id})` }))}
          disabled={list.isPending}
          allowDeselect={false}
          nothingFoundMessage={t('common:table.noRecords')}
          {...REQUIRED_FIELD}
          {...form.getInputProps('adsAccountId')}
        />
        {list.isError && <ApiErrorAlert error={list.error} />}
        <ApiErrorAlert error={generate.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={generate.isPending}>
            {t('pixels:create.generate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The pixel the name call found: the label it gets here, then it is added to the dashboard. */
const FoundPixel = ({
  code,
  found,
  onCreated,
}: {
  code: string;
  found: { name: string; adsAccountId: string };
  onCreated: (pixel: Pixel) => void;
}) => {
  const { t } = useTranslation('pixels');
  const generate = useGeneratePixel();
  const { accounts } = useSellerAdAccounts();
  const accountName = accounts.find((account) => account.id === found.adsAccountId)?.name;
  const form = useSchemaForm(existingPixelFormSchema, {
    name: 'existing-pixel',
    initialValues: { name: found.name },
  });
  return (
    <form
      noValidate
      onSubmit={form.submit(({ name }) =>
        generate
          .mutateAsync({
            body: existingPixelBody({ code, pixelName: found.name, adsAccountId: found.adsAccountId }, name),
          })
          .then((response) => onCreated(response.body))
          // The failure shows through `generate.error`.
          .catch(() => undefined),
      )}
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text size="sm" role="status">
            {t('create.found', {
              name: found.name,
              adAccount: accountName ? `${accountName} (${found.adsAccountId})` : found.adsAccountId,
            })}
          </Text>
          <TextInput
            label={t('create.label')}
            description={t('create.labelHint')}
            {...REQUIRED_FIELD}
            {...form.getInputProps('name')}
          />
          <ApiErrorAlert error={generate.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={generate.isPending}>
              {t('create.add')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
};

/**
 * An existing platform pixel by its code: the name call finds its name and ad account, or
 * answers the server's reason it cannot be added, shown as it is (spec section 8).
 */
const ExistingPixelForm = ({ onCreated }: { onCreated: (pixel: Pixel) => void }) => {
  const { t } = useTranslation('pixels');
  const lookUp = useQueryPixelName();
  const [result, setResult] = useState<{ code: string; answer: PixelNameResult } | null>(null);
  const form = useSchemaForm(pixelCodeFormSchema, { name: 'pixel-code', initialValues: { code: '' } });
  const { answer } = result ?? {};
  const found =
    answer && answer.error === null && answer.name !== null && answer.adsAccountId !== null
      ? { name: answer.name, adsAccountId: answer.adsAccountId }
      : null;

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={form.submit(({ code }) => {
          setResult(null);
          return lookUp
            .mutateAsync({ body: { code } })
            .then((response) => setResult({ code, answer: response.body }))
            .catch(() => undefined);
        })}
      >
        <Stack gap="sm">
          <TextInput
            label={t('create.code')}
            description={t('create.codeHint')}
            autoComplete="off"
            {...REQUIRED_FIELD}
            {...form.getInputProps('code')}
            onChange={(event) => {
              setResult(null);
              form.setFieldValue('code', event.currentTarget.value);
            }}
          />
          <ApiErrorAlert error={lookUp.error} />
          {answer?.error && (
            <Alert color="red" variant="light" role="alert" title={t('create.notUsable')}>
              {answer.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" variant={found ? 'default' : 'filled'} loading={lookUp.isPending}>
              {t('create.check')}
            </Button>
          </Group>
        </Stack>
      </form>
      {result && found && <FoundPixel key={result.code} code={result.code} found={found} onCreated={onCreated} />}
    </Stack>
  );
};

/** The pixel just made: its code to copy, and a store to attach now or later. */
const CreatedPixel = ({ pixel, onDone }: { pixel: Pixel; onDone: () => void }) => {
  const { t } = useTranslation('pixels');
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" title={t('create.created', { name: pixel.name })}>
        <Text size="sm">{t('create.createdHint')}</Text>
      </Alert>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('create.codeLabel')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Text ff="monospace" size="lg" fw={700} style={{ wordBreak: 'break-all' }}>
            {pixel.code}
          </Text>
          <CopyButton value={pixel.code} label={t('create.copyCode')} />
        </Group>
      </Stack>
      <Divider />
      <Title order={3} size="h5">
        {t('create.attachTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('create.attachHint')}
      </Text>
      <AttachStoreForm pixelId={pixel.id} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('create.later')}
        </Button>
      </Group>
    </Stack>
  );
};

/** Create pixel: a new one (name, ad account, generated code) or an existing one by its code. */
export const CreatePixelDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('pixels');
  const [mode, setMode] = useState<Mode>('new');
  const [created, setCreated] = useState<Pixel | null>(null);
  const close = () => {
    onClose();
    setCreated(null);
    setMode('new');
  };

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} size="lg" centered>
      {created ? (
        <CreatedPixel pixel={created} onDone={close} />
      ) : (
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => setMode(value === 'existing' ? 'existing' : 'new')}
            data={[
              { value: 'new', label: t('create.modeNew') },
              { value: 'existing', label: t('create.modeExisting') },
            ]}
            aria-label={t('create.mode')}
          />
          {mode === 'new' ? <NewPixelForm onCreated={setCreated} /> : <ExistingPixelForm onCreated={setCreated} />}
        </Stack>
      )}
    </Modal>
  );
};

import { tokenContract } from '@contract/payments/token.contract';
import type { UsdtPayment } from '@contract/payments/token.schema';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { REQUIRED_FIELD } from '@/components/required-field';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useFulfillTokenPayment } from './token-queries';
import { checkTokenTransfer, type TokenTransferIssue, type TokenTransferValues } from './token-transfer-form';

/** The server's answer to a hash that a top-up (any path, anyone's) already used. */
const HASH_USED = 'error.reference_already_used';

/** Hashes and addresses read better in monospace; their labels and hints stay in the page's font. */
const MONO_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/**
 * The seller's report of the transfer: the transaction hash and the sending address, checked
 * (formats, network) before sending; the server checks the hash on chain, and refuses one that
 * already paid a top-up, which is told at the hash field.
 */
export const TransferForm = ({
  payment,
  onSubmitted,
}: {
  payment: UsdtPayment;
  onSubmitted: (payment: UsdtPayment) => void;
}) => {
  const { t } = useTranslation(['payment-crypto', 'errors']);
  const fulfil = useFulfillTokenPayment();
  const hashUsed = apiErrorCode(fulfil.error) === HASH_USED;
  const keys = useIdempotencyKeys();
  const [values, setValues] = useState<TokenTransferValues>({ transactionHash: '', fromAddress: '' });
  const [issues, setIssues] = useState<Partial<Record<keyof TokenTransferValues, TokenTransferIssue>>>({});
  const hashInput = useRef<HTMLInputElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);
  const network = t(`token.networks.${payment.network}.name`);

  const change = (field: keyof TokenTransferValues) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as it is changed; the next submit judges it again.
    setIssues(({ [field]: _gone, ...rest }) => rest);
    if (field === 'transactionHash' && hashUsed) fulfil.reset();
  };

  const errorOf = (field: keyof TokenTransferValues) => {
    if (field === 'transactionHash' && hashUsed) return <span role="alert">{apiErrorMessage(t, fulfil.error)}</span>;
    const issue = issues[field];
    return issue ? <span role="alert">{t(`token.transfer.errors.${issue}`, { network })}</span> : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fulfil.isPending) return;
    const checked = checkTokenTransfer(values, payment.network, payment.walletAddress);
    if (!checked.ok) {
      setIssues(checked.issues);
      (checked.issues.transactionHash ? hashInput : addressInput).current?.focus();
      return;
    }
    fulfil.mutate(
      keys.withKey({ params: { id: payment.transactionId }, body: checked.body }, tokenContract.fulfillTokenPayment),
      {
        onSuccess: (response) => onSubmitted(response.body),
        onError: (error) => {
          if (apiErrorCode(error) === HASH_USED) hashInput.current?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('token.transfer.title')}
        </Title>
        <TextInput
          ref={hashInput}
          label={t('token.transfer.hash')}
          description={t('token.transfer.hashHint')}
          autoComplete="off"
          spellCheck={false}
          styles={MONO_INPUT}
          {...REQUIRED_FIELD}
          value={values.transactionHash}
          onChange={change('transactionHash')}
          error={errorOf('transactionHash')}
        />
        <TextInput
          ref={addressInput}
          label={t('token.transfer.fromAddress')}
          description={t('token.transfer.fromAddressHint', { network })}
          autoComplete="off"
          spellCheck={false}
          styles={MONO_INPUT}
          {...REQUIRED_FIELD}
          value={values.fromAddress}
          onChange={change('fromAddress')}
          error={errorOf('fromAddress')}
        />
        <ApiErrorAlert error={hashUsed ? null : fulfil.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={fulfil.isPending}>
            {t('token.transfer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

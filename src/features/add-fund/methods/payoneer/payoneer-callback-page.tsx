import type { PayoneerPayment } from '@contract/payments/payoneer.schema';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { useSuccessNotification } from '@/components/use-success-notification';
import { apiErrorMessage } from '@/lib/api-error';
import { invalidateAfterTopUp } from '@/lib/queries/payments';
import { payoneerCallbackOf } from './payoneer-callback-search';
import { PayoneerNotConnectedError, useRelayPayoneerCallback } from './payoneer-queries';

const route = getRouteApi('/_auth/_verified/payment/payoneer-callback');

/** The add-fund page on Payoneer's pay step; it restores the amount and tip from its cookie. */
const ADD_FUND_PAYONEER = '/payment/add-fund?method=payoneer&step=pay';

/**
 * /payment/payoneer-callback: Payoneer sends the browser back here after its consent page (the
 * account is connected, then the add-fund page goes on with Payoneer) or after a payment's
 * challenge (the payment is finished, then its result page). Relayed once on arrival; a
 * failure says what went wrong and leads back to adding funds.
 */
export const PayoneerCallbackPage = () => {
  const { t } = useTranslation(['payoneer', 'errors', 'common']);
  const search = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useSuccessNotification();
  const callback = useMemo(() => payoneerCallbackOf(search), [search]);

  const relay = useRelayPayoneerCallback({
    onConnected: async () => {
      notify({ message: t('payoneer:callback.connected') });
      // Replaced: Back from the add-fund page must not relay the single-use code again.
      await navigate({ href: ADD_FUND_PAYONEER, replace: true });
    },
    onPaid: async (payment: PayoneerPayment) => {
      await invalidateAfterTopUp(queryClient);
      await navigate({
        to: payment.status === 'failed' ? '/payment/failed' : '/payment/success',
        search: { transactionId: payment.transactionId },
        replace: true,
      });
    },
  });

  // NOTE: StrictMode runs effects twice in development; the code and the challenge are single-use.
  const sent = useRef(false);
  const { mutate } = relay;
  useEffect(() => {
    if (sent.current || callback.kind === 'invalid') return;
    sent.current = true;
    mutate(callback);
  }, [callback, mutate]);

  const failure = (() => {
    if (callback.kind === 'invalid') return { title: t('payoneer:callback.invalid'), detail: null };
    if (!relay.error) return null;
    if (relay.error instanceof PayoneerNotConnectedError) {
      return { title: t('payoneer:callback.declined'), detail: relay.error.description ?? null };
    }
    return {
      title:
        callback.kind === 'challenge' ? t('payoneer:callback.challengeFailed') : t('payoneer:callback.connectFailed'),
      detail: apiErrorMessage(t, relay.error),
    };
  })();

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title={t('payoneer:callback.title')} />
      <Paper withBorder radius="md" p="lg">
        {failure ? (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert" title={failure.title}>
              {failure.detail && <Text size="sm">{failure.detail}</Text>}
            </Alert>
            <Group gap="sm" wrap="wrap">
              <Button
                component="a"
                href={ADD_FUND_PAYONEER}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate({ href: ADD_FUND_PAYONEER });
                }}
              >
                {t('payoneer:callback.back')}
              </Button>
              <LinkButton to="/payment" variant="default">
                {t('payoneer:callback.wallet')}
              </LinkButton>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text>
              {callback.kind === 'challenge' ? t('payoneer:callback.challenging') : t('payoneer:callback.connecting')}
            </Text>
          </Group>
        )}
      </Paper>
    </Stack>
  );
};

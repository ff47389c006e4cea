import { Button, Stack, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useConnectPlatform } from '../api/setup-queries';

/** Starts connecting the platform account: the browser leaves for the platform's grant page. */
export const ConnectPlatformButton = ({ children, ...buttonProps }: ButtonProps & { children: ReactNode }) => {
  const connect = useConnectPlatform();
  return (
    <Stack gap="xs" align="flex-start">
      {/* Still loading once the answer came: the browser is on its way to the grant page. */}
      <Button {...buttonProps} loading={connect.isPending || connect.isSuccess} onClick={() => connect.mutate()}>
        {children}
      </Button>
      <ApiErrorAlert error={connect.error} />
    </Stack>
  );
};

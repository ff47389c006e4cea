import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-error';
import { ApiErrorAlert } from './api-error-alert';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  /**
   * Runs the action. A returned promise keeps the confirm button loading until it settles; the
   * caller closes the dialog on success and passes a failure as `error`.
   */
  onConfirm: () => void | Promise<unknown>;
  onClose: () => void;
  /** A destructive action: red confirm button, and focus starts on Cancel. */
  danger?: boolean;
  /** Loading from outside (a mutation's `isPending`), on top of the promise's own. */
  loading?: boolean;
  /** The failed call's error, shown with the server's message. */
  error?: ApiError | null;
  cancelLabel?: ReactNode;
}

/** A yes/no question before an action: Cancel and the confirm button, and the API error if it failed. */
export const ConfirmDialog = ({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  danger = false,
  loading = false,
  error = null,
  cancelLabel,
}: ConfirmDialogProps) => {
  const { t } = useTranslation('common');
  const [running, setRunning] = useState(false);
  const busy = loading || running;

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } catch {
      // The caller shows the failure through `error`; a rejection here is not unhandled.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      // While the action runs the dialog stays, so its outcome (or error) is seen.
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <ApiErrorAlert error={error} />
        <Group justify="flex-end" gap="sm">
          {/* A destructive action starts on Cancel, so Enter on open never does the damage. */}
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus={danger || undefined}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button
            // red.9: white on Mantine's red.6 is only 3.3:1, on red.9 it is 5.5:1.
            color={danger ? 'red.9' : undefined}
            onClick={() => void confirm()}
            loading={busy}
            data-autofocus={danger ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  /** The submit button's words: what the form does ("Create code", "Transfer"). */
  submitLabel: string;
  /** While the request runs: the submit button spins and Cancel waits. */
  busy: boolean;
  /** Cancel as a button; `cancel` replaces it (a link back, say). */
  onCancel?: () => void;
  cancel?: ReactNode;
  submitDisabled?: boolean;
  /** A refusal (reject, remove) reads red; red.9, since white on Mantine's red.6 is only 3.3:1. */
  destructive?: boolean;
}

/** A form's footer: Cancel, then the submit button, at the end of the line. */
export const FormActions = ({ submitLabel, busy, onCancel, cancel, submitDisabled, destructive }: FormActionsProps) => {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      {cancel ?? (
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" loading={busy} disabled={submitDisabled} color={destructive ? 'red.9' : undefined}>
        {submitLabel}
      </Button>
    </Group>
  );
};

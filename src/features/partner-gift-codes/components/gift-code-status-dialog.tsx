import type { GiftCode, GiftCodeSettableStatus } from '@contract/gift-codes/gift-codes.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSuccessNotification } from '@/components/use-success-notification';
import { useSetPartnerGiftCodeStatus } from '../api/gift-code-mutations';

export interface StatusChange {
  code: GiftCode;
  status: GiftCodeSettableStatus;
}

const TEXTS = {
  deactivate: {
    title: 'status.deactivateTitle',
    message: 'status.deactivateMessage',
    confirm: 'status.deactivate',
    done: 'status.deactivated',
  },
  active: {
    title: 'status.reactivateTitle',
    message: 'status.reactivateMessage',
    confirm: 'status.reactivate',
    done: 'status.reactivated',
  },
} as const;

/** Asks before deactivating or reactivating a code; the server's refusal stays in the dialog. */
export const GiftCodeStatusDialog = ({
  partnerId,
  change,
  onClose,
}: {
  partnerId: string;
  change: StatusChange | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('partner-gift-codes');
  const update = useSetPartnerGiftCodeStatus();
  const notify = useSuccessNotification();
  const close = () => {
    update.reset();
    onClose();
  };
  const texts = TEXTS[change?.status ?? 'deactivate'];
  const code = change?.code.code ?? '';
  return (
    <ConfirmDialog
      opened={change !== null}
      title={t(texts.title, { code })}
      message={t(texts.message, { code })}
      confirmLabel={t(texts.confirm)}
      danger={change?.status === 'deactivate'}
      error={update.error}
      onConfirm={() => {
        if (change === null) return;
        return update
          .mutateAsync({ params: { id: partnerId, codeId: change.code.id }, body: { status: change.status } })
          .then(() => {
            notify({ message: t(texts.done, { code }) });
            close();
          });
      }}
      onClose={close}
    />
  );
};

import type { AdAccount } from '@contract/ad-accounts/ad-accounts.schema';
import { useState, type ReactNode } from 'react';
import type { AdAccountAction } from './ad-account-actions';
import { AutoTopUpDialog, TurnOffAutoTopUpDialog } from './auto-top-up-dialog';
import { TransferDialog } from './transfer-dialog';

/** The open dialog and the row it acts on; kept while the dialog closes so it does not empty mid-animation. */
interface OpenDialog {
  action: AdAccountAction;
  account: AdAccount;
  opened: boolean;
}

/**
 * The money dialogs of an ad-account list (transfer, withdraw, auto top-up on and off):
 * `open(action, account)` from a row, and `dialogs` to render once under the list.
 */
export const useAdAccountMoneyDialogs = (): {
  open: (action: AdAccountAction, account: AdAccount) => void;
  dialogs: ReactNode;
} => {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog((open) => open && { ...open, opened: false });
  const open = (action: AdAccountAction, account: AdAccount) => setDialog({ action, account, opened: true });

  let dialogs: ReactNode = null;
  if (dialog?.action === 'transfer' || dialog?.action === 'withdraw') {
    dialogs = <TransferDialog adAccount={dialog.account} type={dialog.action} opened={dialog.opened} onClose={close} />;
  } else if (dialog?.action === 'autoTopUp') {
    dialogs = <AutoTopUpDialog adAccount={dialog.account} opened={dialog.opened} onClose={close} />;
  } else if (dialog?.action === 'autoTopUpOff') {
    dialogs = <TurnOffAutoTopUpDialog adAccount={dialog.account} opened={dialog.opened} onClose={close} />;
  }
  return { open, dialogs };
};

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';
import { renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();

const Harness = (props: Partial<ConfirmDialogProps> & { onClosed?: () => void }) => {
  const [opened, setOpened] = useState(true);
  return (
    <ConfirmDialog
      opened={opened}
      title="Xóa thẻ"
      message="Bạn có chắc muốn xóa thẻ này?"
      confirmLabel="Xóa"
      onConfirm={() => undefined}
      {...props}
      onClose={() => {
        setOpened(false);
        props.onClosed?.();
      }}
    />
  );
};

describe('ConfirmDialog', () => {
  it('asks the question and calls back on confirm', () => {
    const onConfirm = vi.fn();
    renderKit(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Xóa thẻ' });
    expect(within(dialog).getByText('Bạn có chắc muốn xóa thẻ này?')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without confirming', () => {
    const onConfirm = vi.fn();
    const onClosed = vi.fn();
    renderKit(<Harness onConfirm={onConfirm} onClosed={onClosed} />);

    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));

    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    const onClosed = vi.fn();
    renderKit(<Harness onClosed={onClosed} />);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('for a danger action, has a red confirm button and starts on Cancel', async () => {
    renderKit(<Harness danger />);
    const cancel = screen.getByRole('button', { name: 'Hủy' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(screen.getByRole('button', { name: 'Xóa' }).getAttribute('style') ?? '').toContain('red-9');
  });

  it("keeps the confirm button loading while the action's promise runs, and stays open meanwhile", async () => {
    let finish!: () => void;
    const onClosed = vi.fn();
    renderKit(<Harness onConfirm={() => new Promise<void>((resolve) => (finish = resolve))} onClosed={onClosed} />);
    const confirm = screen.getByRole('button', { name: 'Xóa' });

    fireEvent.click(confirm);

    await waitFor(() => expect(confirm.hasAttribute('data-loading')).toBe(true));
    expect(screen.getByRole('button', { name: 'Hủy' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClosed).not.toHaveBeenCalled();

    finish();
    await waitFor(() => expect(confirm.hasAttribute('data-loading')).toBe(false));
  });

  it("shows the API error with the server's message, and a rejected action is not unhandled", async () => {
    const error = { status: 400, body: { code: 'error.remove_card_failed', messageCode: '', message: '' } };
    renderKit(<Harness onConfirm={() => Promise.reject(new Error('failed'))} error={error} />);

    expect(screen.getByRole('alert').textContent).toBe('Xóa thẻ không thành công, vui lòng thử lại.');
    fireEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Xóa' }).hasAttribute('data-loading')).toBe(false));
  });
});

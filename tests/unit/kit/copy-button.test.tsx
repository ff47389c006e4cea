// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { COPIED_FEEDBACK_MS, CopyButton } from '@/components/copy-button';
import { renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();
afterEach(() => {
  vi.useRealTimers();
});

/** A navigator whose clipboard is the given one (happy-dom's is a getter on the prototype). */
const stubNavigatorClipboard = (clipboard: unknown) => {
  const stub = Object.create(navigator) as Navigator;
  Object.defineProperty(stub, 'clipboard', { value: clipboard });
  vi.stubGlobal('navigator', stub);
};

const stubClipboard = (writeText: (text: string) => Promise<void>) => {
  const spy = vi.fn(writeText);
  stubNavigatorClipboard({ writeText: spy });
  return spy;
};

describe('CopyButton', () => {
  it('is an icon button named "Copy" by default, or by its label', () => {
    renderKit(
      <>
        <CopyButton value="a" />
        <CopyButton value="b" label="Sao chép mã chuyển khoản" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sao chép' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sao chép mã chuyển khoản' })).toBeTruthy();
  });

  it('copies the value and says "Copied" (tooltip and live region), then goes back', async () => {
    // The feedback's timer is faked, so "then goes back" is checked at its end instead of slept through.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = stubClipboard(() => Promise.resolve());
    renderKit(<CopyButton value="TX-2024-0001" />);

    fireEvent.click(screen.getByRole('button', { name: 'Sao chép' }));
    // The button says "Copied" once the clipboard's write has resolved.
    await act(() => writeText.mock.results[0]?.value);

    expect(screen.getByRole('status').textContent).toBe('Đã sao chép');
    expect(writeText).toHaveBeenCalledWith('TX-2024-0001');
    expect(screen.getByRole('tooltip').textContent).toBe('Đã sao chép');
    expect(screen.queryByText('Sao chép không thành công, vui lòng thử lại.')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(COPIED_FEEDBACK_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows a red notification when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    renderKit(<CopyButton value="TX-2024-0001" />);

    fireEvent.click(screen.getByRole('button', { name: 'Sao chép' }));

    const message = await screen.findByText('Sao chép không thành công, vui lòng thử lại.');
    expect(message.closest('[data-variant], .mantine-Notification-root')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('fails the same way where there is no clipboard (plain http)', async () => {
    stubNavigatorClipboard(undefined);
    renderKit(<CopyButton value="x" />);

    fireEvent.click(screen.getByRole('button', { name: 'Sao chép' }));

    expect(await screen.findByText('Sao chép không thành công, vui lòng thử lại.')).toBeTruthy();
  });

  it('says its own failure message when given one ("Copy code failed")', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    renderKit(<CopyButton value="LAN1234" failedMessage="Sao chép mã không thành công." />);

    fireEvent.click(screen.getByRole('button', { name: 'Sao chép' }));

    expect(await screen.findByText('Sao chép mã không thành công.')).toBeTruthy();
    expect(screen.queryByText('Sao chép không thành công, vui lòng thử lại.')).toBeNull();
  });
});

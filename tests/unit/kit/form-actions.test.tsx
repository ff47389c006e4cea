// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { FormActions } from '@/components/form-actions';
import { renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();

describe('FormActions', () => {
  it('submits its form and cancels through its callback', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    renderKit(
      <form onSubmit={onSubmit}>
        <FormActions submitLabel="Tạo mã" busy={false} onCancel={onCancel} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('holds Cancel while the request runs, and a disabled submit stays disabled', () => {
    const { unmount } = renderKit(<FormActions submitLabel="Tạo mã" busy onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Hủy' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Tạo mã/ }).getAttribute('data-loading')).toBe('true');
    unmount();
    renderKit(<FormActions submitLabel="Rút tiền" busy={false} submitDisabled onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Rút tiền' }).hasAttribute('disabled')).toBe(true);
  });

  it('puts another cancel in its place, such as a link back', () => {
    renderKit(<FormActions submitLabel="Gửi" busy={false} cancel={<a href="/product-link">Quay lại</a>} />);
    expect(screen.getByRole('link', { name: 'Quay lại' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hủy' })).toBeNull();
  });
});

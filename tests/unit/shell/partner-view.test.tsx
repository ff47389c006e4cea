// @vitest-environment happy-dom
import type { User } from '@contract/users/users.schema';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { usePartnerViewDrop } from '@/app/shell/partner-view';
import { Shell } from '@/app/shell/shell';
import { STORAGE_KEYS } from '@/lib/storage';
import { buildUser } from '../../fixtures/users';
import { renderWithRouter, shellHandlers, setupShellTests } from './test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('./test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupShellTests({ viewportWidth: 1280 });

const partner = buildUser({ partnership: { status: 'active' } });

describe('dropping a stale partner view (spec section 4)', () => {
  it.each(['none', 'pending', 'rejected', 'inactive'] as const)(
    'removes the stored flag and reloads when the partnership is %s',
    (status) => {
      localStorage.setItem(STORAGE_KEYS.partnerView, 'partner');
      const reload = vi.fn();
      renderHook(() => usePartnerViewDrop(buildUser({ partnership: { status } }), reload));
      expect(localStorage.getItem(STORAGE_KEYS.partnerView)).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps the flag of an active partner', () => {
    localStorage.setItem(STORAGE_KEYS.partnerView, 'partner');
    const reload = vi.fn();
    renderHook(() => usePartnerViewDrop(partner, reload));
    expect(localStorage.getItem(STORAGE_KEYS.partnerView)).toBe('partner');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when no partner view is stored, or before the account is known', () => {
    const reload = vi.fn();
    renderHook(() => usePartnerViewDrop(buildUser(), reload));
    localStorage.setItem(STORAGE_KEYS.partnerView, 'partner');
    renderHook(() => usePartnerViewDrop(undefined as User | undefined, reload));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.partnerView)).toBe('partner');
  });
});

// Renders the whole signed-in shell (router, queries, Mantine): well under a second idle, seconds on two busy cores.
describe('the seller / partner switch', () => {
  const renderShell = (path = '/') =>
    renderWithRouter((outlet) => <Shell orientation="vertical">{outlet}</Shell>, { path });
  const nav = () => screen.getByRole('navigation', { name: 'Điều hướng chính' });

  it('is not offered to a seller without an active partnership', async () => {
    server.use(...shellHandlers({ me: buildUser({ partnership: { status: 'pending' } }) }));
    await renderShell();
    await screen.findByRole('button', { name: /Tài khoản của bạn/ });
    expect(screen.queryByRole('radiogroup', { name: 'Chế độ xem' })).toBeNull();
    expect(screen.queryByText('Đối tác')).toBeNull();
  });

  it('switches an active partner to the partner pages and remembers the choice', async () => {
    server.use(...shellHandlers({ me: partner }));
    const { router } = await renderShell();
    const partnerOption = await screen.findByRole('radio', { name: 'Đối tác' });
    fireEvent.click(partnerOption);

    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-management'));
    expect(localStorage.getItem(STORAGE_KEYS.partnerView)).toBe('partner');
    const labels = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Tổng quan đối tác',
      'Thành viên',
      'Liên kết sản phẩm của thành viên',
      'Mã quà tặng',
      'Duyệt thông tin liên hệ',
      'Biểu mẫu nhúng',
    ]);

    fireEvent.click(screen.getByRole('radio', { name: 'Người bán' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.partnerView)).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Tổng quan' })).toBeTruthy();
  });

  it('returns to the partner page last open, and never to a page outside the partner view', async () => {
    server.use(...shellHandlers({ me: partner }));
    const { router } = await renderShell('/partner-management-member?status=blocked');
    await waitFor(() =>
      expect(localStorage.getItem(STORAGE_KEYS.lastPartnerPage)).toBe('/partner-management-member?status=blocked'),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Người bán' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    fireEvent.click(screen.getByRole('radio', { name: 'Đối tác' }));
    await waitFor(() => expect(router.state.location.href).toBe('/partner-management-member?status=blocked'));

    fireEvent.click(screen.getByRole('radio', { name: 'Người bán' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    localStorage.setItem(STORAGE_KEYS.lastPartnerPage, 'https://elsewhere.example/partner-management');
    fireEvent.click(screen.getByRole('radio', { name: 'Đối tác' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-management'));
  });

  it('opens on the partner sidebar when the partner view was stored', async () => {
    localStorage.setItem(STORAGE_KEYS.partnerView, 'partner');
    server.use(...shellHandlers({ me: partner }));
    await renderShell('/partner-management-member');
    const current = await within(nav()).findByRole('link', { name: 'Thành viên' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});

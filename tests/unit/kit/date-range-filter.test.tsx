// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { DateRangeFilter } from '@/components/date-range-filter';
import type { DateRangeValue } from '@/lib/dates';
import { renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();

// 31 Dec 2024 20:00 UTC is already 1 Jan 2025 in Ho Chi Minh City, the test config's timezone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-12-31T20:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const Stateful = ({
  initial = {},
  onChange,
}: {
  initial?: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}) => {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <DateRangeFilter
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const presetBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Khoảng thời gian' });

const choose = async (label: string) => {
  fireEvent.click(presetBox());
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('DateRangeFilter', () => {
  it('offers the 8 presets and a custom range, in Vietnamese', async () => {
    renderKit(<Stateful onChange={vi.fn()} />);
    expect(presetBox().placeholder).toBe('Tất cả thời gian');
    fireEvent.click(presetBox());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Hôm nay',
      'Hôm qua',
      '7 ngày qua',
      '30 ngày qua',
      'Tuần này',
      'Tuần trước',
      'Tháng này',
      'Tháng trước',
      'Tùy chọn ngày',
    ]);
  });

  it('gives a preset with its range in the configured timezone', async () => {
    const onChange = vi.fn();
    renderKit(<Stateful onChange={onChange} />);

    await choose('Hôm nay');
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'today', from: '2025-01-01', to: '2025-01-01' });

    await choose('Tuần trước');
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'last_week', from: '2024-12-23', to: '2024-12-29' });
    expect(presetBox().value).toBe('Tuần trước');
  });

  it('clears back to no filter', async () => {
    const onChange = vi.fn();
    renderKit(
      <Stateful initial={{ preset: 'this_month', from: '2025-01-01', to: '2025-01-01' }} onChange={onChange} />,
    );
    expect(presetBox().value).toBe('Tháng này');

    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc thời gian' }));

    expect(onChange).toHaveBeenLastCalledWith({});
    expect(presetBox().value).toBe('');
  });

  it('shows the range picker for a custom range and gives the range once both days are picked', async () => {
    const onChange = vi.fn();
    renderKit(<Stateful onChange={onChange} />);

    await choose('Tùy chọn ngày');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Từ ngày – đến ngày' }));
    const dialog = await screen.findByRole('dialog');
    // Opens on today's month in Ho Chi Minh City (already January 2025); weeks start on Monday (T2).
    expect(within(dialog).getByRole('button', { name: 'Chọn tháng' }).textContent).toBe('tháng 1 2025');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(within(dialog).getByRole('button', { name: '2 tháng 1 2025' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tháng trước' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '2 tháng 12 2024' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '9 tháng 12 2024' }));

    expect(onChange).toHaveBeenLastCalledWith({ from: '2024-12-02', to: '2024-12-09' });
    expect(presetBox().value).toBe('Tùy chọn ngày');
  });

  it('shows a custom range it is given', () => {
    renderKit(<Stateful initial={{ from: '2024-12-02', to: '2024-12-09' }} onChange={vi.fn()} />);
    expect(presetBox().value).toBe('Tùy chọn ngày');
    expect(screen.getByRole('button', { name: 'Từ ngày – đến ngày' }).textContent).toContain('02/12/2024');
  });
});

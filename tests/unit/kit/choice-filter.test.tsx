// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();

const STATUSES = ['active', 'inactive'] as const;
const LABELS = { active: 'On', inactive: 'Off' } as const;

const renderFilter = (value: (typeof STATUSES)[number] | undefined) => {
  const onChange = vi.fn();
  renderKit(
    <ChoiceFilter
      label="Status"
      placeholder="All statuses"
      clearLabel="Clear the status filter"
      choices={STATUSES}
      labelOf={(status) => LABELS[status]}
      value={value}
      onChange={onChange}
    />,
  );
  return onChange;
};

describe('ChoiceFilter', () => {
  it('offers the choices by their labels and hands back the value picked', async () => {
    const onChange = renderFilter(undefined);
    const input = screen.getByRole('combobox', { name: 'Status' });
    expect(input.getAttribute('placeholder')).toBe('All statuses');
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Off' }));
    expect(onChange).toHaveBeenCalledWith('inactive');
  });

  it('shows the current value, and its named clear button empties the filter', () => {
    const onChange = renderFilter('active');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Status' }).value).toBe('On');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the status filter' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});

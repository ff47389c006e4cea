// @vitest-environment happy-dom
import type { PhoneRegion } from '@contract/configuration/configuration.schema';
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { PhoneInput } from '@/components/phone-input';
import { phoneNumberField } from '@/lib/validation/phone';
import { useSchemaForm } from '@/lib/validation/use-schema-form';
import { api, renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupKitTests();

const region = (code: string, callingCode: string, name: string): PhoneRegion => ({
  phone_region_code: code,
  phone_region_calling_code: callingCode,
  phone_region_name: name,
});

const REGIONS = [
  region('US', '+1', 'United States'),
  region('GB', '+44', 'United Kingdom'),
  region('VN', '+84', 'Vietnam'),
  region('CA', '+1', 'Canada'),
];

const serveRegions = (regions: PhoneRegion[] = REGIONS) => {
  let calls = 0;
  server.use(
    http.get(api('/api/configuration/phone-region-codes'), () => {
      calls += 1;
      return HttpResponse.json(regions);
    }),
  );
  return () => calls;
};

const Stateful = ({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      label="Số điện thoại"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const numberBox = () => screen.getByLabelText<HTMLInputElement>('Số điện thoại');
const regionBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Mã quốc gia' });

/** Searches the region list as a user does (Mantine ignores changes to an unfocused box) and picks one. */
const chooseRegion = async (search: string, option: RegExp) => {
  fireEvent.click(regionBox());
  regionBox().focus();
  fireEvent.change(regionBox(), { target: { value: search } });
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe('PhoneInput', () => {
  it('labels the number box, starts in Vietnam and gives E.164 out', async () => {
    serveRegions();
    const onChange = vi.fn();
    renderKit(<Stateful onChange={onChange} />);

    expect(numberBox().getAttribute('type')).toBe('tel');
    expect(regionBox().value).toBe('VN +84');

    fireEvent.change(numberBox(), { target: { value: '0912 345 678' } });
    expect(onChange).toHaveBeenLastCalledWith('+84912345678');
    // What was typed stays as typed.
    expect(numberBox().value).toBe('0912 345 678');

    fireEvent.change(numberBox(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it("lists the server's regions by name and calling code, without emoji flags, in the reader's language, sorted by name", async () => {
    serveRegions();
    renderKit(<Stateful onChange={vi.fn()} />);

    fireEvent.click(regionBox());
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Canada (+1)',
      'Hoa Kỳ (+1)',
      // Vietnamese order: i comes before ư.
      'Việt Nam (+84)',
      'Vương quốc Anh (+44)',
    ]);
    // No regional-indicator symbols: they are empty boxes where the system has no emoji font.
    expect(document.body.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('searches by name without diacritics, by code and by calling code', async () => {
    serveRegions();
    const onChange = vi.fn();
    renderKit(<Stateful onChange={onChange} />);
    await chooseRegion('hoa ky', /Hoa Kỳ/);
    expect(regionBox().value).toBe('US +1');

    fireEvent.change(numberBox(), { target: { value: '(201) 555-0123' } });
    expect(onChange).toHaveBeenLastCalledWith('+12015550123');

    await chooseRegion('+44', /Vương quốc Anh/);
    fireEvent.change(numberBox(), { target: { value: '07400 123456' } });
    expect(onChange).toHaveBeenLastCalledWith('+447400123456');
  });

  it('changing the region re-codes the number already typed', async () => {
    serveRegions();
    const onChange = vi.fn();
    renderKit(<Stateful onChange={onChange} />);
    fireEvent.change(numberBox(), { target: { value: '2015550123' } });

    await chooseRegion('US', /Hoa Kỳ/);

    expect(onChange).toHaveBeenLastCalledWith('+12015550123');
  });

  it('shows a given value under its own region and national number', async () => {
    serveRegions();
    renderKit(<Stateful initial="+447400123456" onChange={vi.fn()} />);
    expect(regionBox().value).toBe('GB +44');
    expect(numberBox().value).toBe('7400123456');
  });

  it('validates through phoneNumberField in a schema form, with the message announced and attached', async () => {
    serveRegions();
    const submitted = vi.fn();
    const schema = z.object({ phone: phoneNumberField() });
    const Form = () => {
      const form = useSchemaForm(schema, { name: 'contact', initialValues: { phone: '' } });
      return (
        <form noValidate onSubmit={form.submit(submitted)}>
          {/* getInputProps types value as optional; the kit's value is required, so it is passed too. */}
          <PhoneInput label="Số điện thoại" {...form.getInputProps('phone')} value={form.values.phone} />
          <Button type="submit">Lưu</Button>
        </form>
      );
    };
    renderKit(<Form />);

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vui lòng nhập số điện thoại.');
    // A failed submit focuses the first invalid field: the number box carries the form's data-path.
    await waitFor(() => expect(document.activeElement).toBe(numberBox()));

    fireEvent.change(numberBox(), { target: { value: '0123 456 789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Số điện thoại không hợp lệ.');
    const describedBy = numberBox().getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.contains(alert))).toBe(true);
    expect(numberBox().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(numberBox(), { target: { value: '0912 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ phone: '+84912345678' }));
  });

  it('selects the shown region on focus, so what the user types replaces "VN +84" instead of following it', async () => {
    serveRegions();
    renderKit(<Stateful onChange={vi.fn()} />);
    const box = regionBox();
    fireEvent.focus(box);
    expect(box.selectionStart).toBe(0);
    expect(box.selectionEnd).toBe(box.value.length);
    expect(box.value).toBe('VN +84');
  });

  it('works while the region list is still loading, and asks for it once', async () => {
    const calls = serveRegions();
    const onChange = vi.fn();
    renderKit(<Stateful onChange={onChange} />);
    fireEvent.change(numberBox(), { target: { value: '0912345678' } });
    expect(onChange).toHaveBeenLastCalledWith('+84912345678');
    await waitFor(() => expect(calls()).toBe(1));
  });
});

// @vitest-environment happy-dom
import type { CountryRegion } from '@contract/configuration/configuration.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { CountryMultiSelect, countryOptions, CountrySelect } from '@/components/country-select';
import { changeLocale } from '@/lib/i18n';
import { api, renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupKitTests();

const COUNTRIES: CountryRegion[] = [
  { countryCode: 'US', country: 'United States' },
  { countryCode: 'RU', country: 'Russia' },
  { countryCode: 'DE', country: 'Germany' },
  { countryCode: 'VN', country: 'Vietnam' },
  { countryCode: 'IR', country: 'Iran' },
  { countryCode: 'XZ', country: 'Server-only Land' },
];

const serveCountries = (countries: CountryRegion[] = COUNTRIES) =>
  server.use(http.get(api('/api/configuration/self-serve-ad-countries'), () => HttpResponse.json(countries)));

/** Types into a combobox as a user does: Mantine ignores changes to an unfocused box (autofill). */
const search = (input: HTMLElement, text: string) => {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
};

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('countryOptions', () => {
  it('never offers a blocked country, even when the server lists it', () => {
    const codes = countryOptions(COUNTRIES, 'en').map((option) => option.value);
    expect(codes).not.toContain('RU');
    expect(codes).not.toContain('IR');
    expect(countryOptions([{ countryCode: 'cu', country: 'Cuba' }], 'en')).toEqual([]);
  });

  it("names countries in the reader's language, falling back to the server's name, sorted by that name", () => {
    expect(countryOptions(COUNTRIES, 'en').map((option) => option.label)).toEqual([
      'Germany',
      'Server-only Land',
      'United States',
      'Vietnam',
    ]);
    expect(countryOptions(COUNTRIES, 'vi').map((option) => option.label)).toEqual([
      'Đức',
      'Hoa Kỳ',
      'Server-only Land',
      'Việt Nam',
    ]);
  });
});

describe('CountrySelect', () => {
  const Stateful = ({ onChange }: { onChange: (code: string | null) => void }) => {
    const [value, setValue] = useState<string | null>(null);
    return (
      <CountrySelect
        label="Quốc gia"
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange(code);
        }}
        required
      />
    );
  };

  it('offers the allowed countries by their Vietnamese names and gives the code', async () => {
    serveCountries();
    const onChange = vi.fn();
    renderKit(<Stateful onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Quốc gia' });
    expect(input.placeholder).toBe('Chọn quốc gia');

    fireEvent.click(input);
    await waitFor(() => expect(optionTexts()).toEqual(['Đức', 'Hoa Kỳ', 'Server-only Land', 'Việt Nam']));

    search(input, 'duc');
    fireEvent.click(await screen.findByRole('option', { name: 'Đức' }));
    expect(onChange).toHaveBeenCalledWith('DE');
    expect(input.value).toBe('Đức');
  });

  it("finds a country by the server's English name or its code", async () => {
    serveCountries();
    renderKit(<Stateful onChange={vi.fn()} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Quốc gia' });
    fireEvent.click(input);
    await waitFor(() => expect(optionTexts()).toHaveLength(4));
    search(input, 'germany');
    await waitFor(() => expect(optionTexts()).toEqual(['Đức']));
    search(input, 'vn');
    await waitFor(() => expect(optionTexts()).toEqual(['Việt Nam']));
  });

  it('shows the names in English after a language switch', async () => {
    serveCountries();
    renderKit(<Stateful onChange={vi.fn()} />);
    await changeLocale('en');
    try {
      const input = await screen.findByRole('combobox', { name: 'Quốc gia' });
      fireEvent.click(input);
      await waitFor(() => expect(optionTexts()).toEqual(['Germany', 'Server-only Land', 'United States', 'Vietnam']));
    } finally {
      await changeLocale('vi');
    }
  });
});

describe('CountryMultiSelect', () => {
  it('picks several target markets from the same list, without blocked countries', async () => {
    serveCountries();
    const onChange = vi.fn();
    const Stateful = () => {
      const [value, setValue] = useState<string[]>(['US']);
      return (
        <CountryMultiSelect
          label="Thị trường mục tiêu"
          value={value}
          onChange={(codes) => {
            setValue(codes);
            onChange(codes);
          }}
        />
      );
    };
    renderKit(<Stateful />);
    const input = screen.getByRole('combobox', { name: 'Thị trường mục tiêu' });

    fireEvent.click(input);
    // The picked one is not offered again.
    await waitFor(() => expect(optionTexts()).toEqual(['Đức', 'Server-only Land', 'Việt Nam']));
    fireEvent.click(screen.getByRole('option', { name: 'Việt Nam' }));
    expect(onChange).toHaveBeenLastCalledWith(['US', 'VN']);
  });
});

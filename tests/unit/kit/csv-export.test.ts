import { describe, expect, it } from 'vitest';
import { neutraliseFormula, rowsToCsv, type CsvColumn } from '@/lib/csv-export';
import { toOffsetDateTime } from '@/lib/dates';
import { centsToDecimal } from '@/lib/money';

interface Move {
  label: string;
  cents: number;
  at: string | null;
}

const columns: CsvColumn<Move>[] = [
  { header: 'Label', value: (move) => move.label },
  { header: 'Amount', cents: (move) => move.cents },
  { header: 'Date', moment: (move) => move.at },
];

const texts = {
  amountHeader: (header: string, currency: string) => `${header} (${currency})`,
  timezone: 'Asia/Ho_Chi_Minh',
};

describe('centsToDecimal', () => {
  it('writes cents as a plain signed decimal of dollars, without grouping or symbol', () => {
    expect(centsToDecimal(-1_250)).toBe('-12.50');
    expect(centsToDecimal(30_000)).toBe('300.00');
    expect(centsToDecimal(123_456_789)).toBe('1234567.89');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
  });

  it('stays exact where dollar floats would not', () => {
    // 9007199254740993 is not a double; the largest safe integer still splits exactly.
    expect(centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(centsToDecimal(-Number.MAX_SAFE_INTEGER)).toBe('-90071992547409.91');
  });
});

describe('toOffsetDateTime', () => {
  it('writes a moment in ISO 8601 with the timezone’s offset', () => {
    expect(toOffsetDateTime('2026-11-25T21:55:00.000Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-26T04:55:00+07:00');
    expect(toOffsetDateTime('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
  });
});

describe('rowsToCsv', () => {
  it('writes amounts as numbers under a header naming the currency, and dates in ISO 8601', async () => {
    const csv = await rowsToCsv(
      [
        { label: 'Nạp tiền vào ví', cents: 30_000, at: '2026-11-25T21:55:00.000Z' },
        { label: 'Transfer, to ad account', cents: -1_250, at: null },
      ],
      columns,
      texts,
    );
    expect(csv).toBe(
      [
        'Label,Amount (USD),Date',
        'Nạp tiền vào ví,300.00,2026-11-26T04:55:00+07:00',
        '"Transfer, to ad account",-12.50,',
      ].join('\r\n'),
    );
  });

  it('writes only the header line for no rows', async () => {
    expect((await rowsToCsv([], columns, texts)).trim()).toBe('Label,Amount (USD),Date');
  });
});

describe('neutraliseFormula (issue 41)', () => {
  it.each([
    '=HYPERLINK("http://x","Open report")',
    '@SUM(1+1)',
    '+84912345678',
    '-1+1',
    '\t=1+1',
    '\r=1+1',
    '\n=1+1',
    '  =1+1',
  ])('writes %j with a leading apostrophe, as text', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(['Nguyễn Lan', 'Lan = Shop', 'lan@example.com', 'Transfer, to ad account', '', '—'])(
    'leaves %j as it is',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );

  it('neutralises text cells only: amounts and counts stay numbers', async () => {
    const csv = await rowsToCsv(
      [{ label: '=1+1', cents: -1_250, at: null }],
      [...columns, { header: 'Count', value: () => -3 }],
      texts,
    );
    expect(csv.split('\r\n')[1]).toBe("'=1+1,-12.50,,-3");
  });
});

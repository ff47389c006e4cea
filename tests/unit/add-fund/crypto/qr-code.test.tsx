// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, QrCode, qrModulesPath } from '@/components/qr-code';
import { renderKit } from '../../kit/kit-test-utils';

/** The dark cells a path draws (each `M x y h n v1 h -n z` run), to compare with the symbol's own modules. */
const cellsOf = (path: string): Set<string> => {
  const cells = new Set<string>();
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let offset = 0; offset < Number(length); offset += 1) cells.add(`${Number(x) + offset},${y}`);
  }
  return cells;
};

afterEach(cleanup);

describe('QrCode', () => {
  it('draws an SVG image named by its label, carrying the value', async () => {
    renderKit(<QrCode value="TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL" label="QR code of the USDT address" size={160} />);
    const image = await screen.findByRole('img', { name: 'QR code of the USDT address' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('width')).toBe('160');
    expect(image.getAttribute('data-qr-value')).toBe('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
  });

  it('draws again when the value changes, never the old code for the new value', async () => {
    const { rerender } = renderKit(<QrCode value="NAP000000001" label="Transfer QR" />);
    const first = (await screen.findByRole('img', { name: 'Transfer QR' })).querySelector('path')?.getAttribute('d');
    rerender(<QrCode value="NAP000000002" label="Transfer QR" />);
    const image = await screen.findByRole('img', { name: 'Transfer QR' });
    expect(image.getAttribute('data-qr-value')).toBe('NAP000000002');
    expect(image.querySelector('path')?.getAttribute('d')).not.toBe(first);
  });

  it('shows the fallback when the value cannot be encoded', async () => {
    renderKit(<QrCode value={'x'.repeat(5000)} label="Too long" fallback={<p>No QR code</p>} />);
    expect(await screen.findByText('No QR code')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('qrModulesPath', () => {
  it('draws exactly the dark modules of the symbol, inside the quiet zone', () => {
    const symbol = create('00020101021238570010A000000727', { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let row = 0; row < symbol.modules.size; row += 1) {
      for (let column = 0; column < symbol.modules.size; column += 1) {
        if (symbol.modules.get(row, column)) expected.add(`${column + QR_QUIET_ZONE},${row + QR_QUIET_ZONE}`);
      }
    }
    expect(cellsOf(qrModulesPath(symbol))).toEqual(expected);
  });
});

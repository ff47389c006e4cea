import { Skeleton } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

/** The part of the `qrcode` package used here: a symbol's modules (row by row, 1 = dark). */
interface QrSymbol {
  modules: { size: number; get: (row: number, column: number) => number };
}
interface QrLibrary {
  create: (text: string, options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' }) => QrSymbol;
}

/** The light border every QR code needs around it to be scanned, in modules. */
export const QR_QUIET_ZONE = 4;

/**
 * `qrcode` is loaded on first draw, so it lands only in the chunks of the screens that show a
 * code. It is CommonJS: the bundler gives its exports as names, or under `default`.
 */
const loadQrLibrary = async (): Promise<QrLibrary> => {
  const loaded: unknown = await import('qrcode');
  const candidates = [loaded, (loaded as { default?: unknown }).default];
  const library = candidates.find(
    (candidate): candidate is QrLibrary =>
      typeof candidate === 'object' && candidate !== null && typeof (candidate as QrLibrary).create === 'function',
  );
  if (!library) throw new Error('qrcode did not load');
  return library;
};

/**
 * The dark modules of a symbol as one SVG path, offset by the quiet zone: one rectangle per
 * run of dark modules in a row, so a code of a few thousand modules stays a short path.
 */
export const qrModulesPath = ({ modules }: QrSymbol): string => {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      parts.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${column - start}v1h${start - column}z`);
    }
  }
  return parts.join('');
};

type Drawn = { value: string; path: string; size: number } | { value: string; failed: true };

export interface QrCodeProps {
  /** The text the code carries: an address, a payment URI, an EMVCo payload … */
  value: string;
  /** The image's accessible name, e.g. "QR code of the USDT address". */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Shown instead of the code when it cannot be drawn (the library failed to load, the text is too long). */
  fallback?: ReactNode;
}

/**
 * A QR code drawn as an SVG image with an accessible name. Always dark on white with its quiet
 * zone, whatever the colour scheme, so every scanner reads it. A skeleton holds the place while
 * the library loads (once per visit).
 */
export const QrCode = ({ value, label, size = 200, fallback = null }: QrCodeProps) => {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let current = true;
    loadQrLibrary()
      .then((library) => {
        const symbol = library.create(value, { errorCorrectionLevel: 'M' });
        if (current) setDrawn({ value, path: qrModulesPath(symbol), size: symbol.modules.size });
      })
      .catch(() => {
        if (current) setDrawn({ value, failed: true });
      });
    return () => {
      current = false;
    };
  }, [value]);

  // A code drawn for an earlier value is never shown for the new one.
  if (drawn?.value !== value) return <Skeleton width={size} height={size} radius="sm" />;
  if ('failed' in drawn) return <>{fallback}</>;
  const extent = drawn.size + QR_QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-qr-value={value}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={drawn.path} fill="#000000" />
    </svg>
  );
};

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ErrorInfo } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { parseAppConfig } from '@/lib/config/app-config';
import { initI18n } from '@/lib/i18n';
import { createTestQueryClient } from '../shell/test-utils';

const monitoring = vi.hoisted(() => ({ captureError: vi.fn(), registerRouter: vi.fn() }));
vi.mock('@/lib/monitoring', () => monitoring);
const reload = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('@/app/shell/reload-page', () => reload);
const toasts = vi.hoisted(() => ({ fail: false }));
vi.mock('@/app/toasts', () => ({
  Toasts: () => {
    if (toasts.fail) throw new Error('The toast container broke');
    return null;
  },
}));

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.clearAllMocks();
  toasts.fail = false;
});
afterEach(cleanup);

describe("the router's error reporting", () => {
  const onCatch = (error: unknown) =>
    createAppRouter(createTestQueryClient()).options.defaultOnCatch?.(error, { componentStack: '' } as ErrorInfo);

  it("reports a page's failed render or loader", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'balance')");
    onCatch(bug);
    expect(monitoring.captureError).toHaveBeenCalledWith(bug, { source: 'route' });
  });

  it('reports a server error, not an answer the page shows (not found, refused)', () => {
    onCatch({ status: 404, body: { message: 'Not found' } });
    onCatch({ status: 422, body: { message: 'Invalid' } });
    expect(monitoring.captureError).not.toHaveBeenCalled();
    const serverError = { status: 503, body: { message: 'Unavailable' } };
    onCatch(serverError);
    expect(monitoring.captureError).toHaveBeenCalledWith(serverError, { source: 'route' });
  });

  it('leaves a chunk that did not load to the watchdog, which reports it once', () => {
    onCatch(new TypeError('Failed to fetch dynamically imported module: /assets/wallet-abc.js'));
    expect(monitoring.captureError).not.toHaveBeenCalled();
  });
});

describe('the app', () => {
  it('hands its router to monitoring, and reports what fails outside any page, with a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Failing beside the router, the app never renders a page: no API is needed.
    toasts.fail = true;
    await act(async () => {
      render(<App config={parseAppConfig({ VITE_BRAND: 'centre' })} demo={null} />);
    });

    expect(monitoring.registerRouter).toHaveBeenCalledWith(expect.objectContaining({ navigate: expect.any(Function) }));
    expect(screen.getByRole('alert').textContent).toContain('Không tải được trang này');
    expect(monitoring.captureError).toHaveBeenCalledTimes(1);
    expect(monitoring.captureError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The toast container broke' }),
      { source: 'app' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tải lại trang' }));
    expect(reload.reloadPage).toHaveBeenCalledTimes(1);
  });
});

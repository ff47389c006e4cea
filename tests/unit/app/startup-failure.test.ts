// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderStartupFailure } from '@/app/startup-failure';
import { parseAppConfig } from '@/lib/config';

const configErrorOf = (env: Record<string, string>): unknown => {
  try {
    parseAppConfig(env);
  } catch (error) {
    return error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('a dashboard whose configuration is invalid', () => {
  it('shows which variable is wrong instead of starting', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');

    renderStartupFailure(root, configErrorOf({ VITE_API_MODE: 'staging', VITE_BRAND: 'acme' }));

    expect(root.getAttribute('role')).toBe('alert');
    expect(root.querySelector('h1')?.textContent).toMatch(/cannot start/);
    expect(root.querySelector('pre')?.textContent).toContain('VITE_API_MODE');
    expect(root.querySelector('pre')?.textContent).toContain('VITE_BRAND');
  });

  it('renders the message as text, never as markup', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');

    renderStartupFailure(root, new Error('<img src=x onerror="alert(1)">'));

    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('pre')?.textContent).toBe('<img src=x onerror="alert(1)">');
  });
});

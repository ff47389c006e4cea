import { vi } from 'vitest';

/** The render options every vendor takes (each adds its own, e.g. Turnstile's `language`). */
export interface FakeRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

interface FakeWidget {
  id: string;
  container: HTMLElement;
  options: FakeRenderOptions;
  token: string;
}

/**
 * A vendor's global API as the providers use it (render with the site key and callbacks, then
 * getResponse, reset and remove by widget id), plus the vendor's side: passing, expiring, failing.
 */
export const createFakeVendor = () => {
  const widgets: FakeWidget[] = [];
  const widget = (id: string) => widgets.find((candidate) => candidate.id === id);
  const last = (): FakeWidget => {
    const rendered = widgets.at(-1);
    if (!rendered) throw new Error('No widget was rendered');
    return rendered;
  };
  const api = {
    render: vi.fn((container: HTMLElement, options: FakeRenderOptions) => {
      const id = `fake-widget-${widgets.length + 1}`;
      container.textContent = 'Vendor widget';
      widgets.push({ id, container, options, token: '' });
      return id;
    }),
    getResponse: vi.fn((id: string) => widget(id)?.token ?? ''),
    reset: vi.fn((id: string) => {
      const reset = widget(id);
      if (reset) reset.token = '';
    }),
    remove: vi.fn((id: string) => widget(id)?.container.replaceChildren()),
  };
  return {
    api,
    last,
    solve: (token: string) => {
      last().token = token;
      last().options.callback(token);
    },
    expire: () => {
      last().token = '';
      last().options['expired-callback']();
    },
    fail: () => {
      last().token = '';
      last().options['error-callback']();
    },
  };
};

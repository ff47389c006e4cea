// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createVendorApiLoader, loadScript, ScriptLoadError } from '@/lib/captcha/load-script';
import { CALL_ONLOAD, serveScripts } from './script-network';

const scriptsWithSrc = (url: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === url);

describe('loadScript', () => {
  it('adds one script per URL and resolves when it has loaded', async () => {
    const requested = serveScripts(() => 'window.loadedOnce = (window.loadedOnce ?? 0) + 1;');
    const url = 'https://vendor.example/once.js';

    const first = loadScript(url);
    const second = loadScript(url);

    expect(second).toBe(first);
    await first;
    await loadScript(url);
    expect(requested).toEqual([url]);
    expect(scriptsWithSrc(url)).toHaveLength(1);
    expect(Reflect.get(window, 'loadedOnce')).toBe(1);
  });

  it('rejects when the script fails, forgets it, and loads it again on the next call', async () => {
    let available = false;
    const requested = serveScripts(() => (available ? '' : null));
    const url = 'https://vendor.example/flaky.js';

    await expect(loadScript(url)).rejects.toEqual(new ScriptLoadError(url));
    expect(scriptsWithSrc(url)).toHaveLength(0);

    available = true;
    await expect(loadScript(url)).resolves.toBeUndefined();
    expect(requested).toEqual([url, url]);
    expect(scriptsWithSrc(url)).toHaveLength(1);
  });
});

describe('createVendorApiLoader', () => {
  const api = { render: vi.fn() };

  it("resolves with the vendor's global when the script calls its onload function, not before", async () => {
    serveScripts(() => '');
    vi.stubGlobal('vendorApi', api);
    const load = createVendorApiLoader('onVendorLoad', () => Reflect.get(window, 'vendorApi') as typeof api);
    const url = 'https://vendor.example/api.js?onload=onVendorLoad';
    let ready: unknown = null;

    const loading = load(url).then((value) => (ready = value));
    await loadScript(url);
    expect(ready).toBeNull();

    Reflect.get(window, 'onVendorLoad')();
    await loading;
    expect(ready).toBe(api);
    await expect(load(url)).resolves.toBe(api);
  });

  it('loads again after a failure', async () => {
    let available = false;
    const requested = serveScripts(() => (available ? CALL_ONLOAD : null));
    vi.stubGlobal('vendorApi', api);
    const load = createVendorApiLoader('onRetriedLoad', () => Reflect.get(window, 'vendorApi') as typeof api);
    const url = 'https://vendor.example/api.js?onload=onRetriedLoad';

    await expect(load(url)).rejects.toBeInstanceOf(ScriptLoadError);
    available = true;
    await expect(load(url)).resolves.toBe(api);
    expect(requested).toEqual([url, url]);
  });
});

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
  constructor(readonly url: string) {
    super(`The script ${url} failed to load`);
  }
}

const loads = new Map<string, Promise<void>>();

/**
 * Adds `<script src={url}>` to the page once per URL and resolves when it has loaded. A failed load is
 * forgotten (its element removed), so the next call tries again.
 */
export const loadScript = (url: string): Promise<void> => {
  const known = loads.get(url);
  if (known) return known;
  const script = document.createElement('script');
  const load = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads.delete(url);
        script.remove();
        reject(new ScriptLoadError(url));
      },
      { once: true },
    );
  });
  loads.set(url, load);
  script.src = url;
  script.async = true;
  document.head.appendChild(script);
  return load;
};

/**
 * Loads a vendor's API once per page. `callbackName` becomes the global function the vendor's script
 * calls when its API is ready (the `onload=` of its URL): for reCAPTCHA that is later than the script's
 * own load event, since it fetches a second script. A failed load is forgotten, so a retry loads again.
 */
export const createVendorApiLoader = <Api>(callbackName: string, readApi: () => Api | undefined) => {
  let ready: Promise<Api> | null = null;
  return (url: string): Promise<Api> => {
    if (ready) return ready;
    const loading = new Promise<Api>((resolve, reject) => {
      Reflect.set(window, callbackName, () => {
        const api = readApi();
        if (api) resolve(api);
        else reject(new Error(`${callbackName} ran, but the vendor's API is not on the page`));
      });
      loadScript(url).catch(reject);
    });
    loading.catch(() => {
      if (ready === loading) ready = null;
    });
    ready = loading;
    return loading;
  };
};

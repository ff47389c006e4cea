import type { DetachedWindowAPI } from 'happy-dom';
import { afterEach, vi } from 'vitest';

const settings = () => (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.settings;

afterEach(() => {
  settings().fetch.interceptor = null;
  settings().enableJavaScriptEvaluation = false;
});

/**
 * Serves the page's `<script src>` requests the way a browser test's routes would: happy-dom fetches
 * and runs each script (with `document.currentScript`), the answer is the script's source, or null for
 * a failed load. Returns the URLs requested, in order.
 */
export const serveScripts = (answer: (url: URL) => string | null): string[] => {
  const requested: string[] = [];
  settings().enableJavaScriptEvaluation = true;
  settings().suppressInsecureJavaScriptEnvironmentWarning = true;
  settings().fetch.interceptor = {
    beforeAsyncRequest: async ({ request, window }) => {
      requested.push(request.url);
      const source = answer(new URL(request.url));
      if (source !== null) return new window.Response(source, { headers: { 'Content-Type': 'text/javascript' } });
      // happy-dom logs the failed request to the page's console; the failure is the point here.
      vi.spyOn(window.console, 'error').mockImplementationOnce(() => undefined);
      return new window.Response('', { status: 503 });
    },
  };
  return requested;
};

/** What a vendor's api.js does once its API is ready: call the function named in its URL's `onload=`. */
export const CALL_ONLOAD = "window[new URL(document.currentScript.src).searchParams.get('onload')]();";

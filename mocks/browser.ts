import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the in-browser mock backend; resolves once the service worker answers. */
export const startMockBackend = async (): Promise<void> => {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
};

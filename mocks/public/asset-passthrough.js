/*
 * Runs before msw's own fetch listener in the demo's service worker (vite.config.ts joins the two).
 * The built files under assets/ go straight to the network: msw would otherwise ask the page's main
 * thread about each of them, and a page loads dozens while that thread is busy starting the app.
 * Only the API is mocked, so nothing under assets/ ever has a handler.
 */
addEventListener('fetch', (event) => {
  if (event.request.url.startsWith(new URL('assets/', self.registration.scope).href)) {
    event.stopImmediatePropagation();
  }
});

// A stand-in for Cloudflare Turnstile's api.js, for browser tests that route
// https://challenges.cloudflare.com/turnstile/v0/api.js* to this file: no network, no real challenge.
// It implements the part of `window.turnstile` the app uses (src/lib/captcha/turnstile-provider.ts):
// render() shows a "Verify you are human" checkbox, and ticking it passes the check with a fixed token.
// Like the real script, it calls the function named in its own URL's `onload` parameter once ready.
(() => {
  const TOKEN = 'stand-in-turnstile-token';
  const widgets = new Map();
  let rendered = 0;

  // Like Turnstile, a call without an id means the first widget.
  const find = (id) => (id === undefined ? [...widgets.values()][0] : widgets.get(id));

  const render = (container, params) => {
    const target = typeof container === 'string' ? document.querySelector(container) : container;
    if (!target) throw new Error(`Turnstile stand-in: no container ${container}`);
    rendered += 1;
    const id = `stand-in-turnstile-${rendered}`;
    const root = document.createElement('div');
    // What the app passed, for a test to read.
    root.dataset.sitekey = params.sitekey;
    if (params.action) root.dataset.action = params.action;
    if (params.language) root.dataset.language = params.language;
    const box = document.createElement('input');
    box.type = 'checkbox';
    const label = document.createElement('label');
    label.append(box, ' Verify you are human');
    root.append(label);
    target.append(root);

    const widget = { id, root, box, token: '' };
    box.addEventListener('change', () => {
      // A passed check stays passed until reset, as in Turnstile.
      if (widget.token) {
        box.checked = true;
        return;
      }
      widget.token = TOKEN;
      params.callback?.(TOKEN);
    });
    widgets.set(id, widget);
    return id;
  };

  window.turnstile = {
    render,
    reset: (id) => {
      const widget = find(id);
      if (!widget) return;
      widget.token = '';
      widget.box.checked = false;
    },
    remove: (id) => {
      const widget = find(id);
      if (!widget) return;
      widget.root.remove();
      widgets.delete(widget.id);
    },
    getResponse: (id) => find(id)?.token || undefined,
  };

  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) window[onload]();
})();

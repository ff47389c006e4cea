/** The longest the reporter waits for an idle moment on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5_000;
/** Browsers without idle callbacks (Safari) wait this long after the page's `load` instead. */
const NO_IDLE_CALLBACK_DELAY_MS = 1_500;

/** Runs `task` once the page has loaded and the main thread is idle: after the first screen, not before it. */
export const whenIdle = (task: () => void): void => {
  const onIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
};

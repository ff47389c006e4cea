/**
 * Shown instead of the app when configuration is invalid. Plain DOM with
 * textContent: it must work before React, i18n or the theme are available.
 */
export const renderStartupFailure = (root: HTMLElement, error: unknown): void => {
  const heading = document.createElement('h1');
  heading.textContent = 'The dashboard cannot start: its configuration is invalid.';
  const details = document.createElement('pre');
  details.textContent = error instanceof Error ? error.message : String(error);
  details.style.whiteSpace = 'pre-wrap';
  root.replaceChildren(heading, details);
  root.setAttribute('role', 'alert');
  console.error(error);
};

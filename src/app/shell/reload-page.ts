/** Full reload, kept behind one function so tests can observe it. */
export const reloadPage = (): void => {
  window.location.reload();
};

/** A full load of `path` in this tab: nothing held in memory (a cache, a half-filled form) outlives it. */
export const loadPage = (path: string): void => {
  window.location.assign(path);
};

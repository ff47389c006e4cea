/** Full reload, kept behind one function so tests can observe it. */
export const reloadPage = (): void => {
  window.location.reload();
};

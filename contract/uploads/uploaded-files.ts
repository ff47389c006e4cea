/**
 * Where an API that keeps uploads itself serves them back: `<origin of the upload>/uploads/<name>`.
 * When no upload host is set, that origin is the app's, and the web server forwards this path to the
 * API (`npm run deploy:nginx` renders it); the mock serves its files here too.
 */
export const UPLOADED_FILES_PATH = '/uploads/';

/**
 * What every uploaded file is served with, wherever it is served from. Its own type (the one its
 * bytes were checked against) with `nosniff`, so a browser never reads it as another; a sandbox
 * with nothing allowed, so a file opened in a tab cannot run script on the origin. An `<img>` or
 * `<video>` on the app's pages still shows it: a file's own policy does not apply there.
 */
export const UPLOADED_FILE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

import { DEFAULT_LOCALE, ErrorBodySchema, LocaleSchema, type KnownErrorCode } from '@contract';
import { UPLOADED_FILE_HEADERS } from '@contract/uploads/uploaded-files';
import { errorMessage } from '@mocks/messages';
import { locationOfPath, UPLOADED_FILES_LOCATION, type ApiLocation } from './api-locations';
import { JSON_BODY_LIMIT_BYTES, type UploadBodyLimit } from './body-limits';

export interface NginxSiteOptions {
  /** Every header the app's pages and files carry (`securityHeaders`). */
  headers: Readonly<Record<string, string>>;
  apiLocations: readonly ApiLocation[];
  /** The upload routes' body limits (`uploadBodyLimits`), each given a location of its own. */
  uploadLimits: readonly UploadBodyLimit[];
  /**
   * The host names the site answers (`parseServerNames`); any other Host is closed unanswered. The
   * first is the one the API is told the browser called.
   */
  serverNames: readonly string[];
  /** The API's origin, e.g. `http://api.internal:8080`; `${API_UPSTREAM}` leaves it to envsubst. */
  upstream: string;
  /** The built app's folder (`dist/`). */
  root: string;
  /** What `listen` takes: a port, or `address:port`. */
  listen: string;
  /** One comment line saying which build settings the headers were made for. */
  builtFor: string;
}

/** Hashed file names change with their content, so a year is safe; anything else is checked each time. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** What every answer on an API path carries, the API's own errors and nginx's included. */
const API_ANSWER_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } as const;

/** nginx reads `"…"` with backslash escapes; a `$` would be read as a variable, and nothing here means one. */
const quoted = (value: string): string => {
  if (value.includes('$')) throw new Error(`a "$" in an nginx string would be read as a variable: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
};

// nginx drops inherited add_header lines in a block that has its own, so each block repeats them.
const addHeaderLines = (headers: Readonly<Record<string, string>>): string[] =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);

/** The headers the site sets itself, in place of any the upstream sent, so each is sent once. */
const replaceHeaderLines = (headers: Readonly<Record<string, string>>): string[] => [
  ...Object.keys(headers).map((name) => `proxy_hide_header ${name};`),
  ...addHeaderLines(headers),
];

const pageHeaderLines = (headers: Readonly<Record<string, string>>, cacheControl: string): string[] =>
  addHeaderLines({ ...headers, 'Cache-Control': cacheControl });

/**
 * An answer nginx gives itself on an API path: the contract's error body in the caller's language
 * (the `lang` parameter every call carries, as the API reads it), never nginx's HTML page.
 */
interface OwnErrorAnswer {
  /** The named location `error_page` sends to. */
  location: string;
  status: number;
  code: KnownErrorCode;
  /** The statuses nginx itself would answer with its HTML page. */
  replaces: readonly number[];
}

const OWN_ERROR_ANSWERS: readonly OwnErrorAnswer[] = [
  // A body over the location's client_max_body_size.
  { location: '@api_payload_too_large', status: 413, code: 'error.payload_too_large', replaces: [413] },
  // nginx's own failure, e.g. a body it could not buffer to disk.
  { location: '@api_failed', status: 500, code: 'error.internal', replaces: [500] },
  // The API cannot be reached.
  { location: '@api_unavailable', status: 503, code: 'error.internal', replaces: [502, 503, 504] },
];

const bodyVariable = (answer: OwnErrorAnswer): string => `$${answer.location.slice(1)}_body`;

const errorBodyIn = (code: KnownErrorCode, lang: (typeof LocaleSchema.options)[number]): string =>
  JSON.stringify(ErrorBodySchema.parse({ code, messageCode: code, message: errorMessage(code, lang) }));

/** Each answer's body by the caller's language; `map` is read at the http level, where site.conf is included. */
const errorBodyMap = (answer: OwnErrorAnswer): string[] =>
  block(`map $arg_lang ${bodyVariable(answer)}`, [
    `default ${quoted(errorBodyIn(answer.code, DEFAULT_LOCALE))};`,
    ...LocaleSchema.options
      .filter((lang) => lang !== DEFAULT_LOCALE)
      .map((lang) => `${lang} ${quoted(errorBodyIn(answer.code, lang))};`),
  ]);

const errorAnswerLocation = (answer: OwnErrorAnswer): string[] =>
  block(`location ${answer.location}`, [
    'default_type application/json;',
    ...addHeaderLines(API_ANSWER_HEADERS),
    `return ${answer.status} ${bodyVariable(answer)};`,
  ]);

const errorPageLines = OWN_ERROR_ANSWERS.map(
  (answer) => `error_page ${answer.replaces.join(' ')} = ${answer.location};`,
);

const locationLine = (location: ApiLocation): string =>
  location.kind === 'exact' ? `location = ${location.path}` : `location ^~ ${location.path}`;

const block = (opening: string, lines: readonly string[]): string[] => [
  `${opening} {`,
  ...lines.map((line) => `  ${line}`),
  '}',
];

/**
 * The request as the upstream gets it. The API builds links (hosted checkouts, provider returns)
 * from the host it is told the browser called: always the site's own name, never the client's
 * `Host`, `X-Forwarded-Host` or `Forwarded`.
 */
const forwardingLines = (options: NginxSiteOptions): string[] => {
  const [publicHost] = options.serverNames;
  if (publicHost === undefined) throw new Error('the site needs at least one server name');
  return [
    `proxy_pass ${options.upstream};`,
    'proxy_http_version 1.1;',
    `proxy_set_header Host ${publicHost};`,
    `proxy_set_header X-Forwarded-Host ${publicHost};`,
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header Forwarded "";',
    'proxy_read_timeout 120s;',
  ];
};

const apiLocationBlock = (options: NginxSiteOptions, location: ApiLocation, maxBodyBytes: number): string[] =>
  block(locationLine(location), [
    ...forwardingLines(options),
    `client_max_body_size ${maxBodyBytes};`,
    ...replaceHeaderLines(API_ANSWER_HEADERS),
    ...errorPageLines,
  ]);

/**
 * The nginx configuration of the site that serves the built app: a default server that closes
 * requests for any other host, and the app's server: the single-page fallback, long caching for
 * hashed assets and none for `index.html`, compression, every API path of the contract forwarded to
 * the upstream with a body limit per location, uploaded files served so they cannot run, and the
 * app's security headers on every page and file.
 */
export const renderNginxSite = (options: NginxSiteOptions): string => {
  const uploadLocations = options.uploadLimits.map((limit) =>
    apiLocationBlock(options, locationOfPath(limit.path), limit.maxBodyBytes),
  );
  const lines = [
    `listen ${options.listen};`,
    `server_name ${options.serverNames.join(' ')};`,
    `root ${options.root};`,
    'index index.html;',
    'charset utf-8;',
    'server_tokens off;',
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 6;',
    'gzip_min_length 1024;',
    'gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain;',
    '',
    `# The API: every path of the contract (scripts/deploy/api-locations.ts), to one upstream. JSON bodies up to`,
    `# ${JSON_BODY_LIMIT_BYTES} bytes; each upload route takes its file limit plus the multipart overhead (body-limits.ts).`,
    ...options.apiLocations.flatMap((location) => apiLocationBlock(options, location, JSON_BODY_LIMIT_BYTES)),
    ...uploadLocations.flat(),
    "# What nginx answers itself on an API path: the contract's JSON error, never its HTML page.",
    ...OWN_ERROR_ANSWERS.flatMap(errorAnswerLocation),
    '',
    '# Uploaded files the API serves back on this origin: their own type, never run as a page of the site.',
    ...block(locationLine(UPLOADED_FILES_LOCATION), [
      ...forwardingLines(options),
      ...replaceHeaderLines(UPLOADED_FILE_HEADERS),
      ...errorPageLines,
    ]),
    '',
    '# Hashed build files: cached for a year; a missing one is a 404, never the app page.',
    ...block('location ^~ /assets/', ['try_files $uri =404;', ...pageHeaderLines(options.headers, IMMUTABLE)]),
    '',
    '# The app page and every other file: checked again on each visit, so a deploy shows at once.',
    ...block('location = /index.html', pageHeaderLines(options.headers, REVALIDATE)),
    // A page the build prerendered (`/login` → `login.html`, scripts/build/prerender.ts) is served from its file.
    ...block('location /', ['try_files $uri $uri.html /index.html;', ...pageHeaderLines(options.headers, REVALIDATE)]),
  ];
  return [
    '# Generated by `npm run deploy:nginx` from the contract and the build settings; do not edit by hand.',
    `# Built for: ${options.builtFor}`,
    ...OWN_ERROR_ANSWERS.flatMap(errorBodyMap),
    '',
    '# Any other host, or none: the connection is closed without an answer (444).',
    ...block('server', [
      `listen ${options.listen} default_server;`,
      'server_name _;',
      // nginx answers a request without a Host with its own 400 page, before any location: closed too.
      'error_page 400 = @close;',
      ...block('location @close', ['return 444;']),
      'return 444;',
    ]),
    '',
    ...block('server', lines),
    '',
  ]
    .join('\n')
    .replace(/^ +$/gm, '');
};

/**
 * A whole nginx configuration for running as an ordinary user with `nginx -p <dir> -c nginx.conf`:
 * pid, logs and temporary files inside `<dir>`, the site from `site.conf` beside it.
 */
export const renderNginxMain = ({ mimeTypes }: { mimeTypes: string }): string =>
  [
    '# Generated by `npm run deploy:nginx`; run with: nginx -p <this folder> -c nginx.conf',
    'worker_processes auto;',
    'pid nginx.pid;',
    'error_log stderr warn;',
    'daemon off;',
    ...block('events', ['worker_connections 1024;']),
    ...block('http', [
      `include ${mimeTypes};`,
      'default_type application/octet-stream;',
      'access_log off;',
      'sendfile on;',
      // nginx's workers write bodies over 16 KB here: the folder must be theirs to enter (see run-nginx.ts).
      'client_body_temp_path tmp/client_body;',
      'proxy_temp_path tmp/proxy;',
      'fastcgi_temp_path tmp/fastcgi;',
      'uwsgi_temp_path tmp/uwsgi;',
      'scgi_temp_path tmp/scgi;',
      'include site.conf;',
    ]),
    '',
  ].join('\n');

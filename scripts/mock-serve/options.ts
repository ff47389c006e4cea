import { isIP } from 'node:net';
import { IsoDateTimeSchema, listRoutes } from '@contract';
import { mockControlContract } from '@contract/mock-control/mock-control.contract';
import { plainOrigin } from './app-origin';

/** `--now`: an ISO 8601 date-time with its time zone; an instant without one would depend on the machine. */
export const parseNow = (value: string): number => {
  if (!IsoDateTimeSchema.safeParse(value).success) {
    throw new Error(
      `--now "${value}": expected an ISO 8601 date-time with a time zone, e.g. 2026-11-27T09:00:00+07:00 or 2026-11-27T02:00:00Z`,
    );
  }
  return Date.parse(value);
};

export const parsePort = (value: string): number => {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new Error(`--port "${value}": expected a port number, 0 to 65535`);
  return port;
};

/** `--public-origin`: exactly an http(s) origin (`https://app.example.com`), without path or credentials. */
export const parsePublicOrigin = (value: string): string => {
  const origin = plainOrigin(value.replace(/\/$/, ''));
  if (origin === null) {
    throw new Error(`--public-origin "${value}": expected an http(s) origin such as https://app.example.com, no path`);
  }
  return origin;
};

export const DEFAULT_HOST = '127.0.0.1';
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

/** `--host`: an IP address (IPv6 with or without brackets) or a host name, without scheme or port. */
export const parseHost = (value: string): string => {
  const host = value.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) === 0 && !HOST_NAME.test(host)) {
    throw new Error(
      `--host "${value}": expected an IP address or a host name such as 127.0.0.1, 0.0.0.0 or ::1, without scheme or port`,
    );
  }
  return host;
};

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));

/** A host other machines can reach opens the control API, which has no authentication, to them. */
export const exposedHostWarning = (host: string): string | null =>
  isLoopback(host)
    ? null
    : `Warning: listening on ${host}, which other machines can reach. The control API under /__mock/ has no ` +
      'authentication: anyone who reaches this port can reset the data, move the clock and take admin decisions, ' +
      'and sign in with the public demo accounts. Use it only on a network you trust.';

/** The host in the server's own URL: a wildcard address is reached on loopback, IPv6 in brackets. */
export const urlHostOf = (host: string): string => {
  if (host === '0.0.0.0') return DEFAULT_HOST;
  if (host === '::') return '[::1]';
  return isIP(host) === 6 ? `[${host}]` : host;
};

const CONTROL_ROUTES = listRoutes(mockControlContract).map(
  ({ route }) => `  ${route.method.padEnd(6)} ${route.path.padEnd(40)} ${route.summary ?? ''}`,
);

export const usage = (defaults: { port: number; scenario: string }): string =>
  [
    'Usage: npm run mock:serve -- [--scenario ID] [--host H] [--port P] [--now ISO] [--frozen] [--public-origin URL]',
    '',
    "The mock backend over HTTP (on 127.0.0.1 by default), as a stand-in for the real API: the product's routes,",
    'seeded with a scenario, and a control API under /__mock/ that moves time and takes admin decisions.',
    '',
    `  --scenario ID  scenario to seed (or SCENARIO; default ${defaults.scenario}); GET /__mock/scenarios lists them.`,
    '                 An unknown id stops it, naming the valid ones. It serves one scenario: a call with',
    '                 ?scenario=<another id> is refused (400); POST /__mock/reset switches',
    `  --host H       address to listen on (default ${DEFAULT_HOST}); 0.0.0.0 or another non-loopback address lets`,
    '                 other machines in, and the control API has no authentication: it prints a warning',
    `  --port P       port (or PORT; default ${defaults.port}; 0 picks a free one)`,
    '  --now ISO      the clock starts here, an ISO 8601 date-time with a time zone (default: the real time);',
    '                 the scenario is seeded relative to it and the clock moves on with real time',
    '  --frozen       the clock stands still at its start; only the control API moves it (repeatable runs)',
    '  --public-origin URL',
    '                 the origin browsers call, behind a proxy (e.g. https://app.example.com): every link the mock',
    '                 builds and every uploaded file is on it, whatever the request headers say. Give it on any',
    '                 server others can reach (the live suite does)',
    '  --help         this text',
    '',
    `Control API (no authentication: keep --host on loopback, ${DEFAULT_HOST}, unless the network is trusted):`,
    ...CONTROL_ROUTES,
    '',
    "Hosted checkouts and provider redirects lead back to the app's origin: --public-origin when given;",
    "without it (local use only: a client can name any host) the request's Origin header, else",
    "X-Forwarded-Host and -Proto, else the Referer's origin, else the mock's own.",
  ].join('\n');

/**
 * Where the monitoring SDK sends its events: the DSN's scheme, host and port, without the key
 * or the project id. The live server's CSP `connect-src` must allow exactly this origin.
 * No Sentry import here, so deployment tooling can use it too.
 */
export const monitoringConnectOrigin = (dsn: string): string => new URL(dsn).origin;

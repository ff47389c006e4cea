import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a stand-in server on a free port of 127.0.0.1; resolves its origin. */
export const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // NOTE: a TCP listen always has an AddressInfo.
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Stops a stand-in server, its kept-alive connections included. */
export const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

// Starting the HTTP server: the address to print, and a plain message instead
// of a stack trace when the port is taken.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A problem that stops `serve` before it serves: the CLI prints the message and exits 1. */
export class ServeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServeError';
  }
}

/** Listens on host:port (0 picks a free port) and returns the server's URL. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const onError = (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE')
        reject(new ServeError(`port ${port} on ${host} is already in use (another server, or another tongsite serve?); pass --port <n>, or --port 0 for any free port`));
      else if (e.code === 'EACCES')
        reject(new ServeError(`not allowed to listen on port ${port} on ${host}; ports below 1024 need privileges, pass --port <n> with a higher number`));
      else if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND')
        reject(new ServeError(`cannot listen on host ${host}: no such address on this machine; pass --host 127.0.0.1 or --host 0.0.0.0`));
      else reject(e);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address() as AddressInfo;
      const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve(`http://${shown}:${address.port}/`);
    });
  });
}

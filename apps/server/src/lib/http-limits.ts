import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config';

type Limits = Pick<
  Config,
  | 'HTTP_REQUEST_TIMEOUT_SECONDS'
  | 'HTTP_HEADERS_TIMEOUT_SECONDS'
  | 'HTTP_IDLE_TIMEOUT_SECONDS'
  | 'HTTP_MAX_CONNECTIONS_PER_IP'
  | 'TRUST_PROXY'
>;

/**
 * Fastify's server options for slow clients (issue 12 item 7): a request whose headers and body
 * have not all arrived within HTTP_REQUEST_TIMEOUT_SECONDS is answered 408 and closed (a body
 * trickled one byte at a time no longer holds a socket for ever), headers get
 * HTTP_HEADERS_TIMEOUT_SECONDS, and a socket with no traffic either way for
 * HTTP_IDLE_TIMEOUT_SECONDS is closed (event streams write a ping every 15 s).
 */
export function httpServerOptions(config: Limits) {
  const requestMs = config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout: requestMs,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000, requestMs),
      // How often Node looks for requests past their deadline (its default is 30 s).
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestMs / 4)),
    },
  };
}

/**
 * Closes a new connection at once when its address already holds HTTP_MAX_CONNECTIONS_PER_IP
 * open ones, so one client cannot take every socket the process can hold. Off when 0, and off
 * behind a trusted proxy (every connection would come from the proxy's address).
 */
export function capConnectionsPerIp(server: Server, config: Limits): void {
  const max = config.HTTP_MAX_CONNECTIONS_PER_IP;
  if (max <= 0 || config.TRUST_PROXY) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? 'unknown';
    const count = open.get(ip) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(ip, count + 1);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}

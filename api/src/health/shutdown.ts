import { Injectable } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';

/**
 * Whether this instance has been told to stop. From then on readiness answers 503 (the load
 * balancer stops sending traffic), and every reply asks its client to close the connection
 * (Connection: close), so keep-alive clients reconnect to another instance.
 */
@Injectable()
export class ShutdownState {
  private startedAt?: number;

  get draining(): boolean {
    return this.startedAt !== undefined;
  }

  beginDraining(): void {
    this.startedAt ??= Date.now();
  }
}

export type ShutdownOutcome = 'drained' | 'timed-out';

/**
 * Stops the instance gracefully: readiness turns 503, the server stops accepting connections
 * and closes idle keep-alive ones, the requests in flight finish, then Nest's shutdown hooks
 * run (jobs stop there, then the database pool and Redis close, after the last request). All
 * of it within `timeoutMs`: after that the connections still open are cut and the outcome is
 * 'timed-out' (the hooks keep running until the caller exits).
 */
export async function drainAndClose(app: INestApplication, timeoutMs: number): Promise<ShutdownOutcome> {
  app.get(ShutdownState, { strict: false }).beginDraining();
  const server = app.getHttpServer() as Server;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve('timed-out');
    }, timeoutMs);
  });
  const drain = (async (): Promise<ShutdownOutcome> => {
    await new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      // Stops listening and closes idle connections; calls back when the last one has ended.
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await app.close();
    return 'drained';
  })();
  try {
    return await Promise.race([drain, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

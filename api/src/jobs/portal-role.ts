import { servesHttp, type PortalRole } from '../config/portal-role';

/** The parts of a Nest HTTP application listenForRole uses. */
interface Listenable {
  listen(options: { port: number; host: string }): Promise<unknown>;
  getHttpServer(): { address(): unknown };
}

/**
 * Starts the HTTP listener when the role serves HTTP and returns the port it listens on; in the
 * `worker` role nothing listens and it returns undefined (the application is initialised all
 * the same, so its workers and cron run).
 */
export async function listenForRole(app: Listenable, config: { portalRole: PortalRole; port: number; host: string }): Promise<number | undefined> {
  if (!servesHttp(config.portalRole)) return undefined;
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  return typeof address === 'object' && address && 'port' in address ? Number((address as { port: number }).port) : config.port;
}

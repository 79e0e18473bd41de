import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the web app's index.html for client routes (/policies, /profile/alerts, ...) that no
 * file or API route answers. Never for /api (an unknown API path stays a 404 envelope) nor /dev.
 */
@Injectable()
export class SpaFallback {
  private indexHtml?: Buffer;

  configure(webDist: string | undefined): void {
    const file = webDist ? join(webDist, 'index.html') : undefined;
    this.indexHtml = file && existsSync(file) ? readFileSync(file) : undefined;
  }

  get enabled(): boolean {
    return this.indexHtml !== undefined;
  }

  accepts(request: FastifyRequest): boolean {
    if (!this.indexHtml) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0];
    // Server-only areas stay 404 when they are off (the dev mailbox would expose reset links).
    if (path === '/api' || path.startsWith('/api/') || path === '/dev' || path.startsWith('/dev/')) return false;
    const lastSegment = path.split('/').pop() ?? '';
    if (/\.[a-z0-9]{1,8}$/i.test(lastSegment)) return false; // a missing file, not a client route
    return true;
  }

  send(reply: FastifyReply): void {
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }
}

import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** index.html in one encoding, with the entity tag that names exactly these bytes. */
interface IndexVariant {
  encoding?: 'br' | 'gzip';
  body: Buffer;
  etag: string;
}

/** The encodings a request accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  return accepted;
}

/** Whether If-None-Match names this entity tag (weak comparison, as for GET; `*` matches). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The three encodings of one HTML page. */
interface PageVariants {
  identity: IndexVariant;
  br: IndexVariant;
  gzip: IndexVariant;
}

/** One page of the build (index.html, login.html) with its build-time .br / .gz (else compressed once here). */
function loadPage(file: string): PageVariants {
  const body = readFileSync(file);
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const built = (suffix: string, make: () => Buffer) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : make());
  return {
    identity: { body, etag: `"${tag}"` },
    br: {
      encoding: 'br',
      body: built('.br', () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })),
      etag: `"${tag}-br"`,
    },
    gzip: { encoding: 'gzip', body: built('.gz', () => gzipSync(body, { level: constants.Z_BEST_COMPRESSION })), etag: `"${tag}-gz"` },
  };
}

/**
 * Client routes the build prerendered (web/scripts/prerender-login.mjs): the page's HTML already
 * shows the page, so the first paint does not wait for the JS. Other routes get index.html.
 */
const PRERENDERED: Record<string, string> = { '/login': 'login.html' };

/**
 * Serves the web app's index.html for client routes (/login, /policies, /profile/alerts, ...)
 * that no file or API route answers (login.html for /login when the build wrote one). Never for
 * /api (an unknown API path stays a 404 envelope) nor /dev.
 *
 * The page is small but on every first visit's critical path: it is sent brotli- or
 * gzip-compressed as the browser accepts (the build's .br / .gz, else compressed once
 * here at start), with `Cache-Control: no-cache` and an ETag, so a browser revalidates it on
 * each visit and gets a 304 without a body while the release is unchanged.
 */
@Injectable()
export class SpaFallback {
  private variants?: PageVariants;
  private prerendered = new Map<string, PageVariants>();

  configure(webDist: string | undefined): void {
    const file = webDist ? join(webDist, 'index.html') : undefined;
    this.prerendered.clear();
    if (!webDist || !file || !existsSync(file)) {
      this.variants = undefined;
      return;
    }
    this.variants = loadPage(file);
    for (const [path, name] of Object.entries(PRERENDERED)) {
      if (existsSync(join(webDist, name))) this.prerendered.set(path, loadPage(join(webDist, name)));
    }
  }

  get enabled(): boolean {
    return this.variants !== undefined;
  }

  accepts(request: FastifyRequest): boolean {
    if (!this.variants) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0];
    // Server-only areas stay 404 when they are off (the dev mailbox would expose reset links).
    if (path === '/api' || path.startsWith('/api/') || path === '/dev' || path.startsWith('/dev/')) return false;
    const lastSegment = path.split('/').pop() ?? '';
    if (/\.[a-z0-9]{1,8}$/i.test(lastSegment)) return false; // a missing file, not a client route
    return true;
  }

  send(request: FastifyRequest, reply: FastifyReply): void {
    const variants = this.prerendered.get(request.url.split('?')[0].replace(/\/+$/, '') || '/') ?? this.variants;
    if (!variants) throw new Error('SpaFallback.send without a web app (check accepts() first)');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const variant = accepted.has('br') ? variants.br : accepted.has('gzip') ? variants.gzip : variants.identity;
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', variant.etag);
    if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
      void reply.status(304).send();
      return;
    }
    reply.status(200).header('content-type', 'text/html; charset=utf-8');
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    void reply.send(variant.body);
  }
}

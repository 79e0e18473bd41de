import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
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

/** The three encodings of a page composed here (login.html with its notices): compressed once per distinct page. */
function pageVariants(body: Buffer, built: (suffix: string, make: () => Buffer) => Buffer = (_suffix, make) => make()): PageVariants {
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
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

/** One page of the build (index.html, login.html) with its build-time .br / .gz (else compressed once here). */
function loadPage(file: string): PageVariants {
  return pageVariants(readFileSync(file), (suffix, make) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : make()));
}

/**
 * What login.html's picture shows above the form when staff have published system info
 * messages (SystemService implements it): the texts of the active messages, oldest first.
 */
export interface LoginNotices {
  loginNoticeTexts(): Promise<readonly string[]>;
}

/** The provider of LoginNotices (SystemModule exports it). */
export const LOGIN_NOTICES = 'LOGIN_NOTICES';

/**
 * The notices' markup, written by web/scripts/prerender-login.mjs beside login.html
 * (login.notices.json): the list with `<!--portal:notices-->` where its notices go, one notice
 * with `<!--portal:notice-text-->` where its text goes, and the comment in login.html that
 * stands where the list goes (nothing there when no message is active).
 */
interface NoticeMarkup {
  slot: string;
  list: string;
  notice: string;
}

/** How long the active messages read for login.html are used before they are read again. */
export const LOGIN_NOTICES_TTL_MS = 10_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
  private readonly logger = new Logger('SpaFallback');
  private variants?: PageVariants;
  private prerendered = new Map<string, PageVariants>();
  /** login.html as built (a string) and its notices' markup, when the build wrote them. */
  private loginPage?: { html: string; markup: NoticeMarkup };
  /** The texts last read, and when; the read under way, if any. */
  private noticesRead?: { at: number; texts: readonly string[] };
  private noticesReading?: Promise<{ at: number; texts: readonly string[] }>;
  /** login.html with the notices of one set of texts, by their JSON (the last few sets). */
  private withNotices = new Map<string, PageVariants>();

  constructor(@Optional() @Inject(LOGIN_NOTICES) private readonly notices?: LoginNotices) {}

  configure(webDist: string | undefined): void {
    const file = webDist ? join(webDist, 'index.html') : undefined;
    this.prerendered.clear();
    this.loginPage = undefined;
    this.noticesRead = undefined;
    this.noticesReading = undefined;
    this.withNotices.clear();
    if (!webDist || !file || !existsSync(file)) {
      this.variants = undefined;
      return;
    }
    this.variants = loadPage(file);
    for (const [path, name] of Object.entries(PRERENDERED)) {
      if (existsSync(join(webDist, name))) this.prerendered.set(path, loadPage(join(webDist, name)));
    }
    const markupFile = join(webDist, 'login.notices.json');
    if (this.prerendered.has('/login') && existsSync(markupFile)) {
      const markup = JSON.parse(readFileSync(markupFile, 'utf8')) as NoticeMarkup;
      const html = readFileSync(join(webDist, 'login.html'), 'utf8');
      if (html.includes(markup.slot)) this.loginPage = { html, markup };
    }
  }

  /**
   * login.html as the build wrote it, or with the active system info messages drawn in its
   * picture, as the page will show them once its JS has run (it reads them before its first
   * render): a notice is the widest text on the page, and without it in the HTML a phone's
   * largest paint waited for the JS and the API call. The messages are read at most every
   * LOGIN_NOTICES_TTL_MS; if they cannot be read, the page goes without them (its JS still shows them).
   */
  private async loginVariants(built: PageVariants): Promise<PageVariants> {
    if (!this.loginPage || !this.notices) return built;
    if (!this.noticesRead || Date.now() - this.noticesRead.at >= LOGIN_NOTICES_TTL_MS) {
      // One read for every request that finds the texts stale at once (a burst of /login visits).
      this.noticesReading ??= this.readNotices(this.notices).finally(() => (this.noticesReading = undefined));
      this.noticesRead = await this.noticesReading;
    }
    const { texts } = this.noticesRead;
    if (texts.length === 0) return built;
    const key = JSON.stringify(texts);
    let variants = this.withNotices.get(key);
    if (!variants) {
      const { html, markup } = this.loginPage;
      const notices = texts.map((text) => markup.notice.replace('<!--portal:notice-text-->', () => escapeHtml(text))).join('');
      const list = markup.list.replace('<!--portal:notices-->', () => notices);
      // Compressed here, once per set of messages: brotli at quality 5 (a few milliseconds for
      // this page, where quality 11 takes about a hundred and saves under a kilobyte).
      const body = Buffer.from(html.replace(markup.slot, () => list));
      variants = pageVariants(body, (suffix, make) =>
        suffix === '.br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : make(),
      );
      if (this.withNotices.size >= 4) this.withNotices.clear();
      this.withNotices.set(key, variants);
    }
    return variants;
  }

  private async readNotices(notices: LoginNotices): Promise<{ at: number; texts: readonly string[] }> {
    const at = Date.now();
    try {
      return { at, texts: await notices.loginNoticeTexts() };
    } catch (err) {
      this.logger.warn({ err }, 'system info messages not read for login.html; sent without them');
      return { at, texts: [] };
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

  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const path = request.url.split('?')[0].replace(/\/+$/, '') || '/';
    const prerendered = this.prerendered.get(path);
    const variants = prerendered && path === '/login' ? await this.loginVariants(prerendered) : (prerendered ?? this.variants);
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

import { Injectable, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config/paths';

/**
 * The source of every inline script in an HTML page, as the browser hashes it for CSP: the
 * text between `<script ...>` and the first `</script`.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** A CSP source expression that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The reference page's policy: its own inline scripts (Redoc's bundle and its colour-mode
 * snippet) are allowed by their hashes, so no other inline script (an injected one) runs.
 * Styles stay inline: Redoc renders them with styled-components.
 */
export function docsContentSecurityPolicy(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHashSource))];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Holds the bundled spec and its rendered reference page (built by `npm run bundle -w @portal/openapi`). */
@Injectable()
export class DocsService implements OnModuleInit {
  private page!: Buffer;
  private spec!: Buffer;
  private policy!: string;

  onModuleInit(): void {
    const dist = join(repoRoot(), 'openapi/dist');
    this.spec = readFileSync(join(dist, 'openapi.json'));
    this.page = readFileSync(join(dist, 'docs.html'));
    this.policy = docsContentSecurityPolicy(this.page.toString('utf8'));
  }

  html(): Buffer {
    return this.page;
  }

  /** The Content-Security-Policy of the page html() returns. */
  contentSecurityPolicy(): string {
    return this.policy;
  }

  json(): Buffer {
    return this.spec;
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config/paths';

/** Holds the bundled spec and its rendered reference page (built by `npm run bundle -w @portal/openapi`). */
@Injectable()
export class DocsService implements OnModuleInit {
  private page!: Buffer;
  private spec!: Buffer;

  onModuleInit(): void {
    const dist = join(repoRoot(), 'openapi/dist');
    this.spec = readFileSync(join(dist, 'openapi.json'));
    this.page = readFileSync(join(dist, 'docs.html'));
  }

  html(): Buffer {
    return this.page;
  }

  json(): Buffer {
    return this.spec;
  }
}

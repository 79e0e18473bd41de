import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts the build emits are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|ico|txt|xml)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // dist/.vite holds the build manifest, which is read at build time and never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * file of the build output, once, at build time: the API serves them as they are
 * (@fastify/static `preCompressed`), so no request pays for compression and each gets the
 * smallest encoding, better than the fast settings compressing on the fly can afford. A variant
 * that would not be smaller than the file is not written (the file is then sent as it is).
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  type Sizes = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };
  const jobs: Promise<Sizes>[] = [];
  for await (const file of filesUnder(dir)) {
    jobs.push(
      (async () => {
        const data = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < data.length) await writeFile(`${file}.br`, br);
        if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        return { files: 1, bytes: data.length, brotliBytes: Math.min(br.length, data.length), gzipBytes: Math.min(gz.length, data.length) };
      })(),
    );
  }
  const done = await Promise.all(jobs);
  return done.reduce(
    (sum, one) => ({
      files: sum.files + one.files,
      bytes: sum.bytes + one.bytes,
      brotliBytes: sum.brotliBytes + one.brotliBytes,
      gzipBytes: sum.gzipBytes + one.gzipBytes,
    }),
    { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 },
  );
}

/** Vite plugin: precompresses the build output once it is written (production builds only). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const sum = await precompressDir(outDir);
      const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      this.info(`precompressed ${sum.files} files: ${kB(sum.bytes)} -> brotli ${kB(sum.brotliBytes)}, gzip ${kB(sum.gzipBytes)}`);
    },
  };
}

import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The text a PDF reader extracts from `pdf` (pdf-parse, that is pdf.js), as one string. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'pdf-text-reader.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pdf-text exited with ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(pdf);
  });
}

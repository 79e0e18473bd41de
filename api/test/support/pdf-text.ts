import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The texts a PDF reader extracts from each PDF (pdf-parse, that is pdf.js), in one child process. */
export function pdfTexts(pdfs: Buffer[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'pdf-text-reader.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as string[]);
      else reject(new Error(`pdf-text-reader exited with ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(JSON.stringify(pdfs.map((p) => p.toString('base64'))));
  });
}

/** The text of one PDF. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfTexts([pdf]))[0];
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The Nu Html Checker of the vnu-jar package, run by the machine's Java (Debian's, in CI). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Validates each document with one run of the checker and answers its errors, one line each:
 * the document's name, the line, the message and the markup around it.
 */
export async function htmlErrors(documents: readonly { name: string; html: string }[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      documents.map(async ({ html }, index) => {
        const file = join(dir, `${index}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages.map((entry) => {
      const name = documents[files.findIndex((file) => entry.url.endsWith(file))]?.name ?? entry.url;
      return `${name}:${entry.lastLine ?? '?'} ${entry.type}: ${entry.message} [${entry.extract?.trim() ?? ''}]`;
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

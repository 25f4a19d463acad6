/**
 * The e-mails the app under test "sent": without a mail provider the API writes each message as an
 * .eml file under `${DATA_DIR}/mail` (DATA_DIR relative to the repository root, default `.data`).
 * Set DATA_DIR to the same value for the server and for Playwright.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function mailDirectory(): string {
  const dataDir = process.env.DATA_DIR || '.data';
  return join(isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir), 'mail');
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text/plain part of a MIME message (or its whole body when it is not multipart). */
function textPart(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  const parts = boundary ? body.split(`--${boundary}`) : [`${head}\n\n${body}`];
  for (const part of parts) {
    const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!/^content-type:\s*text\/plain/im.test(partHead)) continue;
    const content = partBody.join('\n\n');
    const encoding = header(partHead, 'Content-Transfer-Encoding').toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(content);
    if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    return content;
  }
  return '';
}

/** Messages to `to` written at or after `since` (ms since epoch), newest first. */
export async function mailsTo(to: string, since: number): Promise<Mail[]> {
  const directory = mailDirectory();
  const names = await readdir(directory).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => ({ file: join(directory, name), mtime: (await stat(join(directory, name))).mtimeMs })),
  );
  const recent = files.filter(({ mtime }) => mtime >= since - 1000).sort((a, b) => b.mtime - a.mtime);
  const mails: Mail[] = [];
  for (const { file } of recent) {
    const eml = await readFile(file, 'utf8');
    const head = eml.split(/\r?\n\r?\n/)[0] ?? '';
    if (!header(head, 'To').toLowerCase().includes(to.toLowerCase())) continue;
    mails.push({ file, to: header(head, 'To'), subject: header(head, 'Subject'), text: textPart(eml) });
  }
  return mails;
}

/** The 6-digit code standing alone on a line of the text part, or undefined. */
export function codeIn(mail: Mail): string | undefined {
  return /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
}

/**
 * Waits for the newest e-mail to `to` sent since `since` that carries a 6-digit code, and returns
 * the code. `hint` explains a time-out (e.g. the server's configuration it depends on).
 */
export async function waitForCode(to: string, since: number, hint = '', timeout = 20_000): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = (await mailsTo(to, since)).filter((mail) => codeIn(mail));
        code = newest && codeIn(newest);
        return code;
      },
      { message: `a code e-mailed to ${to} in ${mailDirectory()}. ${hint}`.trim(), timeout },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

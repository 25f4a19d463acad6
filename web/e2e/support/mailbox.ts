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

/** A file attached to a message, decoded to text (e.g. an .ics invitation) and as its bytes (e.g. a PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  bytes: Buffer;
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  attachments: MailAttachment[];
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

/** A header's parameter, e.g. the boundary of Content-Type or the filename of Content-Disposition. */
function parameter(value: string, name: string): string | undefined {
  return new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(value)?.[1];
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

interface MimePart {
  head: string;
  content: string;
  bytes: Buffer;
}

/** The leaf parts of a MIME entity (nested multiparts included, e.g. mixed > alternative), decoded. */
function leafParts(entity: string): MimePart[] {
  const split = /\r?\n\r?\n/.exec(entity);
  const head = split ? entity.slice(0, split.index) : entity;
  const body = split ? entity.slice(split.index + split[0].length) : '';
  const boundary = parameter(header(head, 'Content-Type'), 'boundary');
  if (boundary) {
    const [, ...parts] = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    return parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leafParts(part.replace(/^[ \t]*\r?\n/, '')));
  }
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const bytes = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8');
  const content = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : bytes.toString('utf8');
  return [{ head, content, bytes }];
}

function parseMail(file: string, eml: string): Mail {
  const parts = leafParts(eml);
  const head = eml.split(/\r?\n\r?\n/)[0] ?? '';
  const filename = ({ head: partHead }: MimePart) =>
    parameter(header(partHead, 'Content-Disposition'), 'filename') ??
    parameter(header(partHead, 'Content-Type'), 'name');
  return {
    file,
    to: header(head, 'To'),
    subject: header(head, 'Subject'),
    text:
      parts.find((part) => !filename(part) && /^text\/plain/i.test(header(part.head, 'Content-Type')))?.content ?? '',
    attachments: parts
      .filter((part) => filename(part))
      .map((part) => ({
        filename: filename(part)!,
        contentType: header(part.head, 'Content-Type'),
        content: part.content,
        bytes: part.bytes,
      })),
  };
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
    const mail = parseMail(file, await readFile(file, 'utf8'));
    if (mail.to.toLowerCase().includes(to.toLowerCase())) mails.push(mail);
  }
  return mails;
}

/** The 6-digit code standing alone on a line of the text part, or undefined. */
export function codeIn(mail: Mail): string | undefined {
  return /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
}

/**
 * Waits for the newest e-mail to `to` sent since `since` that `matches` (e.g. by subject), and returns
 * it. A time-out names it by `description`, with `hint` (e.g. the server's configuration it depends on).
 */
export async function waitForMail(
  to: string,
  since: number,
  matches: (mail: Mail) => boolean,
  { description, hint = '', timeout = 20_000 }: { description: string; hint?: string; timeout?: number },
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, since)).find(matches);
        return found !== undefined;
      },
      { message: `${description} e-mailed to ${to} in ${mailDirectory()}. ${hint}`.trim(), timeout },
    )
    .toBe(true);
  return found!;
}

/**
 * Waits for the newest e-mail to `to` sent since `since` that carries a 6-digit code, and returns
 * the code. `hint` explains a time-out (e.g. the server's configuration it depends on).
 */
export async function waitForCode(to: string, since: number, hint = '', timeout = 20_000): Promise<string> {
  const mail = await waitForMail(to, since, (candidate) => !!codeIn(candidate), {
    description: 'a code',
    hint,
    timeout,
  });
  return codeIn(mail)!;
}

/**
 * The link that follows `label` in the text part (e.g. "Reschedule here:"), as a path with its query:
 * the server's PUBLIC_URL may name another origin than the one the journeys run against.
 */
export function linkAfter(mail: Mail, label: string): string | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}\\s*(https?://\\S+)`).exec(mail.text)?.[1];
  if (!found) return undefined;
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

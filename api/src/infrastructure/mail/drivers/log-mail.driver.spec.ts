import { Logger } from '@nestjs/common';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForMail } from '../../../test/auth-helpers';
import { mailAttachment } from '../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../test/test-app';
import { verificationCodeMail } from '../auth/auth.mails';
import { defineMailTemplate } from './mail/mail-template';
import { MailService } from './mail/mail.service';
import { renderMail } from './mail/templates/layout';
import { maskedRecipient } from './masked-recipient';
import { LogSmsDriver } from './sms/log-sms.driver';

const CODE = '482913';
const EMAIL = 'ana.lopez@example.com';
const PHONE = '+15551234567';

/** Everything the Nest loggers were asked to log while `work` ran. */
async function logLinesDuring(work: () => Promise<unknown>): Promise<string> {
  const log = jest.spyOn(Logger.prototype, 'log');
  try {
    await work();
    return log.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
  } finally {
    log.mockRestore();
  }
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Bytes no text encoding keeps intact (a NUL, invalid UTF-8), as in a PDF. */
const BINARY = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x80, 0x0a, 0xc3]);

/** A mail with a text attachment and a binary one carried as base64. */
const withAttachments = defineMailTemplate<Record<string, never>>({
  key: 'test.attachments',
  category: 'transactional',
  render: () => ({
    ...renderMail({ subject: 'Files', preheader: 'Files', paragraphs: ['Two files attached.'] }),
    attachments: [
      { filename: 'note.txt', contentType: 'text/plain; charset=utf-8', content: 'Café ☕' },
      {
        filename: 'data.bin',
        contentType: 'application/octet-stream',
        content: BINARY.toString('base64'),
        encoding: 'base64',
      },
    ],
  }),
});

describe('maskedRecipient', () => {
  it('keeps a first letter, the top-level domain and the last two digits', () => {
    expect(maskedRecipient(EMAIL)).toBe('a***@e***.com');
    expect(maskedRecipient(PHONE)).toBe('+*********67');
  });
});

describe('the log mail driver (embedded default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('logs a code mail by its template and masked recipient, never its code or address', async () => {
    const lines = await logLinesDuring(async () => {
      await app.app.get(MailService).send(verificationCodeMail, { code: CODE }, { email: EMAIL });
      await waitForMail(app, EMAIL);
    });
    expect(lines).toContain('auth.verification-code to a***@e***.com written to ');
    expect(lines).not.toContain(CODE);
    expect(lines).not.toContain(EMAIL);
  });

  it('writes text attachments as text and base64 ones as the bytes they carry', async () => {
    await app.app.get(MailService).send(withAttachments, {}, { email: 'files@example.com' });
    const eml = await waitForMail(app, 'files@example.com');
    expect(mailAttachment(eml, 'data.bin').equals(BINARY)).toBe(true);
    expect(mailAttachment(eml, 'note.txt').toString('utf8')).toBe('Café ☕');
  });

  it("keeps the .eml files readable by the server's user alone", () => {
    const mailDir = join(app.config.dataDir, 'mail');
    const files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(modeOf(join(mailDir, file))).toBe(0o600);
    expect(modeOf(mailDir)).toBe(0o700);
  });
});

describe('the log SMS driver (embedded default)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sms-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('logs a code text by its template and masked number, and keeps the text to its user', async () => {
    const driver = new LogSmsDriver(join(dir, 'sms'));
    const lines = await logLinesDuring(() =>
      driver.deliver({
        template: 'auth.phone-verification-code',
        to: PHONE,
        body: `${CODE} is your Inspivision phone verification code.`,
        idempotencyKey: 'a1',
      }),
    );
    expect(lines).toContain('auth.phone-verification-code to +*********67 written to ');
    expect(lines).not.toContain(CODE);
    expect(lines).not.toContain(PHONE);
    const [file] = readdirSync(join(dir, 'sms'));
    expect(modeOf(join(dir, 'sms', file))).toBe(0o600);
  });
});

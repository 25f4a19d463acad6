import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { waitForMail } from '../../../../test/auth-helpers';
import { logLinesDuring, modeOf } from '../../../../test/log-lines';
import { mailAttachment } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { verificationCodeMail } from '../../../modules/auth/auth.mails';
import { defineMailTemplate } from '../../../modules/notifications/mail/mail-template';
import { MailService } from '../../../modules/notifications/mail/mail.service';
import { renderMail } from '../../../modules/notifications/mail/templates/layout';

const CODE = '482913';
const EMAIL = 'ana.lopez@example.com';

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

import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { MailDelivery, MailDriver, MailMessage } from './mail.types';

/** The embedded default: each message is printed and kept as an .eml file under DATA_DIR/mail. */
export class LogMailDriver extends MailDriver {
  private readonly logger = new Logger('Mail');

  constructor(private readonly directory: string) {
    super();
  }

  async deliver(message: MailMessage): Promise<MailDelivery> {
    const messageId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const eml = await new MailComposer({
      from: message.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      messageId: `<${messageId}@mail.log>`,
    })
      .compile()
      .build();
    await mkdir(this.directory, { recursive: true });
    const file = join(this.directory, `${messageId}.eml`);
    await writeFile(file, eml);
    this.logger.log(`To ${message.to}: "${message.subject}" (${file})`);
    return { messageId };
  }
}

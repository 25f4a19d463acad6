import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { maskedRecipient } from '../../../common/masked-recipient';
import { MailDelivery, MailDriver, MailMessage } from '../mail-driver';

let mailComposerModule: Promise<typeof import('nodemailer/lib/mail-composer')> | undefined;
/** nodemailer's composer is loaded by the first message rather than at start (~1 MB of heap). */
const loadMailComposer = () => (mailComposerModule ??= import('nodemailer/lib/mail-composer'));

/**
 * The embedded default: each message is kept as an .eml file under DATA_DIR/mail, readable by the
 * server's user alone (messages carry one-time codes). The log names the template and a masked
 * recipient only: logs travel further than the data directory.
 */
export class LogMailDriver extends MailDriver {
  private readonly logger = new Logger('Mail');

  constructor(private readonly directory: string) {
    super();
  }

  async deliver(message: MailMessage): Promise<MailDelivery> {
    const { default: MailComposer } = await loadMailComposer();
    const messageId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const eml = await new MailComposer({
      from: message.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments?.map(({ filename, contentType, content, encoding }) => ({
        filename,
        contentType,
        content,
        encoding,
      })),
      messageId: `<${messageId}@mail.log>`,
    })
      .compile()
      .build();
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const file = join(this.directory, `${messageId}.eml`);
    await writeFile(file, eml, { mode: 0o600 });
    this.logger.log(`${message.template} to ${maskedRecipient(message.to)} written to ${file}`);
    return { messageId };
  }
}

import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { maskedRecipient } from '../../../common/masked-recipient';
import { SmsDelivery, SmsDriver, SmsMessage } from '../sms-driver';

/**
 * The embedded default: each text is kept as a .txt file under DATA_DIR/sms, readable by the server's
 * user alone (texts carry one-time codes); the log names the template and a masked number only.
 */
export class LogSmsDriver extends SmsDriver {
  private readonly logger = new Logger('Sms');

  constructor(private readonly directory: string) {
    super();
  }

  async deliver(message: SmsMessage): Promise<SmsDelivery> {
    const providerId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const file = join(this.directory, `${providerId}.txt`);
    await writeFile(file, `To: ${message.to}\nIdempotency-Key: ${message.idempotencyKey}\n\n${message.body}\n`, {
      mode: 0o600,
    });
    this.logger.log(`${message.template} to ${maskedRecipient(message.to)} written to ${file}`);
    return { providerId };
  }
}

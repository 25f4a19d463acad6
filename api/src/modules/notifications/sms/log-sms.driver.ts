import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SmsDelivery, SmsDriver, SmsMessage } from './sms.types';

/** The embedded default: each text is printed and kept as a .txt file under DATA_DIR/sms. */
export class LogSmsDriver extends SmsDriver {
  private readonly logger = new Logger('Sms');

  constructor(private readonly directory: string) {
    super();
  }

  async deliver(message: SmsMessage): Promise<SmsDelivery> {
    const providerId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    await mkdir(this.directory, { recursive: true });
    const file = join(this.directory, `${providerId}.txt`);
    await writeFile(file, `To: ${message.to}\nIdempotency-Key: ${message.idempotencyKey}\n\n${message.body}\n`);
    this.logger.log(`To ${message.to}: "${message.body}" (${file})`);
    return { providerId };
  }
}

import { Injectable } from '@nestjs/common';
import { QUEUES } from '../../../queue/queue.constants';
import { QueueService } from '../../../queue/queue.service';
import { MailMessage } from './mail.types';

/** What every module calls to send e-mail: the message is queued and delivered with retries. */
@Injectable()
export class MailService {
  constructor(private readonly queue: QueueService) {}

  async send(message: MailMessage): Promise<void> {
    await this.queue.add(QUEUES.mail, 'deliver', message);
  }
}

import { Processor, WorkerHost } from '@nestjs/bullmq';
import { AppConfig } from '../../../config/app.config';
import { QUEUES } from '../../../queue/queue.constants';
import type { QueueJob } from '../../../queue/queue.service';
import { MailDriver, MailMessage } from './mail.types';

/** Hands queued messages to the configured driver; a thrown error is retried by the queue. */
@Processor(QUEUES.mail)
export class MailProcessor extends WorkerHost {
  constructor(
    private readonly driver: MailDriver,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: QueueJob<MailMessage>) {
    return this.driver.deliver({
      ...job.data,
      from: this.config.MAIL_FROM,
      replyTo: job.data.replyTo ?? this.config.MAIL_REPLY_TO,
    });
  }
}

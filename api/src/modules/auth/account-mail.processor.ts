import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import type { QueueJob } from '../../infrastructure/queue/queue.service';
import type { AccountMailJob } from './auth.constants';
import { AuthService } from './auth.service';

/** The data of an account-mail job: the address as the visitor typed it (normalised by the DTO). */
export interface AccountMailJobData {
  email: string;
}

/**
 * Decides and sends the e-mails caused by an address alone (AuthService.requestAccountMail): the
 * lookups that differ between a known and an unknown address happen here, after the answer has gone.
 */
@Processor(QUEUES.accountMail)
export class AccountMailProcessor extends WorkerHost {
  private readonly logger = new Logger('AccountMail');

  constructor(private readonly auth: AuthService) {
    super();
  }

  async process(job: QueueJob<AccountMailJobData>): Promise<void> {
    const { email } = job.data;
    switch (job.name as AccountMailJob) {
      case 'verification':
        return this.auth.resendVerification(email);
      case 'password-reset':
        return this.auth.requestPasswordReset(email);
      case 'admin-setup':
        return this.auth.requestAdminSetup(email);
      case 'sign-in-warning':
        return this.auth.warnOfSignInGuessing(email);
      default:
        throw new Error(`Unknown account-mail job "${job.name}"`);
    }
  }

  /** A lost Redis connection (BullMQ worker): logged once per retry instead of printed as unhandled. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error) {
    this.logger.warn(`Queue worker: ${error.message}`);
  }
}

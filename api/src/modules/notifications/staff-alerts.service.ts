import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { MailService } from './mail/mail.service';
import { NewLead, newLeadMail } from './mail/templates/staff.templates';
import { OutgoingMessage } from './outbox/outbox.service';

/** Tells staff (STAFF_NOTIFY_EMAILS, else ADMIN_EMAILS) about each new lead. */
@Injectable()
export class StaffAlerts {
  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** The alert e-mails, for sending inside the transaction that stores the lead. */
  newLeadMessages(lead: NewLead): OutgoingMessage[] {
    return this.config.staffNotifyEmails.map((email) => this.mail.compose(newLeadMail, lead, { email }));
  }
}

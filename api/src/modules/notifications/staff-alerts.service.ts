import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { MailTemplate } from './mail/mail-template';
import { MailService } from './mail/mail.service';
import { NewLead, newLeadMail } from './mail/templates/staff.templates';
import { OutgoingMessage } from './outbox/outbox.service';

/** Tells staff (STAFF_NOTIFY_EMAILS, else ADMIN_EMAILS) about each new lead, testimonial and the like. */
@Injectable()
export class StaffAlerts {
  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** The alert e-mails, for sending inside the transaction that stores the lead. */
  newLeadMessages(lead: NewLead): OutgoingMessage[] {
    return this.messages(newLeadMail, lead);
  }

  /** Alert e-mails of any staff template, for sending inside the transaction that stores what they are about. */
  messages<T>(template: MailTemplate<T>, data: T): OutgoingMessage[] {
    return this.config.staffNotifyEmails.map((email) => this.mail.compose(template, data, { email }));
  }
}

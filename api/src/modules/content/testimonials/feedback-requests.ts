import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app.config';
import type { UserEntity } from '../../auth';
import { MailService, type OutgoingMessage } from '../../notifications';
import { FEEDBACK_LINK_TTL_DAYS } from '../content.constants';
import { FeedbackTarget, FeedbackTokens } from './feedback-tokens';
import { feedbackRequestMail } from './testimonial.mails';

/** The page of the web app that takes a feedback link's token. */
export const FEEDBACK_FORM_PATH = '/testimonial-form';

/** The e-mail asking a client for a testimonial through a secure link: staff's request and the automatic one alike. */
@Injectable()
export class FeedbackRequests {
  constructor(
    private readonly tokens: FeedbackTokens,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** The message to `user` with a new link to /testimonial-form about `target`, which `subject` names. */
  compose(
    user: Pick<UserEntity, 'id' | 'email' | 'firstName'>,
    target: FeedbackTarget,
    subject: string,
  ): OutgoingMessage {
    const link = new URL(FEEDBACK_FORM_PATH, this.config.PUBLIC_URL);
    link.searchParams.set('token', this.tokens.issue(user.id, target));
    return this.mail.compose(
      feedbackRequestMail,
      { firstName: user.firstName, subject, link: link.toString(), validDays: FEEDBACK_LINK_TTL_DAYS },
      { email: user.email, userId: user.id },
    );
  }
}

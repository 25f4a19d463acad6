import { UsedBotChallengeEntity } from './common/bot-challenge/used-bot-challenge.entity';
import { DomainEventHandlingEntity } from './infrastructure/events/domain-event-handling.entity';
import { DomainEventEntity } from './infrastructure/events/domain-event.entity';
import { AccountCreditEntity } from './modules/billing/entities/account-credit.entity';
import { InvoiceDunningLogEntity } from './modules/billing/entities/invoice-dunning-log.entity';
import { InvoiceEventEntity } from './modules/billing/entities/invoice-event.entity';
import { InvoiceNumberSequenceEntity } from './modules/billing/entities/invoice-number-sequence.entity';
import { InvoicePaymentEntity } from './modules/billing/entities/invoice-payment.entity';
import { InvoiceRefundEntity } from './modules/billing/entities/invoice-refund.entity';
import { PaymentCustomerEntity } from './modules/billing/entities/payment-customer.entity';
import { InvoiceEntity } from './modules/billing/entities/invoice.entity';
import { ReminderJobEntity } from './modules/billing/entities/reminder-job.entity';
import { QuestionReplyEntity } from './modules/bookings/admin/question-reply.entity';
import { BlockedDayEntity } from './modules/bookings/entities/blocked-day.entity';
import { ReopenedDayEntity } from './modules/bookings/entities/reopened-day.entity';
import { CalendarHoldEntity } from './modules/bookings/entities/calendar-hold.entity';
import { ConsultationEntity } from './modules/bookings/entities/consultation.entity';
import { BookingStatusChangeEntity } from './modules/bookings/lifecycle/booking-status-change.entity';
import { ConsultationReminderEntity } from './modules/bookings/lifecycle/consultation-reminder.entity';
import { GeneralQuestionEntity } from './modules/bookings/entities/general-question.entity';
import { ServiceInquiryEntity } from './modules/bookings/entities/service-inquiry.entity';
import { SessionEntity } from './modules/auth/entities/session.entity';
import { SignInFailureEntity } from './modules/auth/entities/sign-in-failure.entity';
import { UserEntity } from './modules/auth/entities/user.entity';
import { VerificationCodeEntity } from './modules/auth/entities/verification-code.entity';
import { PasskeyEntity } from './modules/auth/second-factor/entities/passkey.entity';
import { RecoveryCodeEntity } from './modules/auth/second-factor/entities/recovery-code.entity';
import { TotpAuthenticatorEntity } from './modules/auth/second-factor/entities/totp-authenticator.entity';
import { BlogPostEntity } from './modules/content/entities/blog-post.entity';
import { EmailUnsubscribeEntity } from './modules/notifications/entities/email-unsubscribe.entity';
import { NewsletterSubscriberEntity } from './modules/notifications/entities/newsletter-subscriber.entity';
import { PageSectionEntity } from './modules/content/entities/page-section.entity';
import { PageEntity } from './modules/content/entities/page.entity';
import { PortfolioItemEntity } from './modules/content/entities/portfolio-item.entity';
import { ServiceEntity } from './modules/content/entities/service.entity';
import { SiteVisitEntity } from './modules/content/entities/site-visit.entity';
import { TestimonialEntity } from './modules/content/entities/testimonial.entity';
import { DripLogEntity } from './modules/notifications/entities/drip-log.entity';
import { MailQuotaEntity } from './modules/notifications/entities/mail-quota.entity';
import { SmsLogEntity } from './modules/notifications/entities/sms-log.entity';
import { SmsOptoutEventEntity } from './modules/notifications/entities/sms-optout-event.entity';
import { OutboxMessageEntity } from './modules/notifications/outbox/outbox-message.entity';
import { WebhookEventEntity } from './modules/notifications/webhooks/webhook-event.entity';
import { OnboardingEventEntity } from './modules/projects/entities/onboarding-event.entity';
import { OnboardingTaskEntity } from './modules/projects/entities/onboarding-task.entity';
import { ProjectDocumentEntity } from './modules/projects/entities/project-document.entity';
import { ProjectMessageEntity } from './modules/projects/entities/project-message.entity';
import { ProjectNoteEntity } from './modules/projects/entities/project-note.entity';
import { ProjectStepEntity } from './modules/projects/entities/project-step.entity';
import { ProjectEntity } from './modules/projects/entities/project.entity';
import { QuestionnaireResponseEntity } from './modules/projects/entities/questionnaire-response.entity';
import { ProposalEntity } from './modules/proposals/entities/proposal.entity';
import { ProposalEventEntity } from './modules/proposals/entities/proposal-event.entity';
import { ProposalItemEntity } from './modules/proposals/entities/proposal-item.entity';
import { ProposalSignerEntity } from './modules/proposals/entities/proposal-signer.entity';
import { ReferralEventEntity } from './modules/referrals/entities/referral-event.entity';
import { ReferralConversionEntity } from './modules/referrals/entities/referral-conversion.entity';
import { ReferralVisitEntity } from './modules/referrals/entities/referral-visit.entity';
import { ReferralEntity } from './modules/referrals/entities/referral.entity';

/** Every entity of the product, sorted by table name (each page of docs/modules lists its module's tables). */
export const ENTITIES = [
  AccountCreditEntity, // account_credits
  BlockedDayEntity, // blocked_days
  ReopenedDayEntity, // reopened_days
  BlogPostEntity, // blog
  BookingStatusChangeEntity, // booking_status_changes
  CalendarHoldEntity, // calendar_holds
  ConsultationReminderEntity, // consultation_reminders
  ConsultationEntity, // consultations
  DomainEventHandlingEntity, // domain_event_handlings
  DomainEventEntity, // domain_events
  DripLogEntity, // drip_logs
  EmailUnsubscribeEntity, // email_unsubscribes
  GeneralQuestionEntity, // general_questions
  InvoiceDunningLogEntity, // invoice_dunning_logs
  InvoiceEventEntity, // invoice_events
  InvoiceNumberSequenceEntity, // invoice_number_sequences
  InvoicePaymentEntity, // invoice_payments
  InvoiceRefundEntity, // invoice_refunds
  InvoiceEntity, // invoices
  MailQuotaEntity, // mail_quotas
  NewsletterSubscriberEntity, // newsletter_subscribers
  OnboardingEventEntity, // onboarding_events
  OutboxMessageEntity, // outbox_messages
  OnboardingTaskEntity, // onboarding_tasks
  PageSectionEntity, // page_sections
  PageEntity, // pages
  PasskeyEntity, // passkeys
  PaymentCustomerEntity, // payment_customers
  PortfolioItemEntity, // portfolio
  ProjectDocumentEntity, // project_documents
  ProjectMessageEntity, // project_messages
  ProjectNoteEntity, // project_notes
  ProjectStepEntity, // project_steps
  ProjectEntity, // projects
  ProposalEventEntity, // proposal_events
  ProposalItemEntity, // proposal_items
  ProposalSignerEntity, // proposal_signers
  ProposalEntity, // proposals
  QuestionReplyEntity, // question_replies
  QuestionnaireResponseEntity, // questionnaire_responses
  RecoveryCodeEntity, // recovery_codes
  ReferralConversionEntity, // referral_conversions
  ReferralEventEntity, // referral_events
  ReferralVisitEntity, // referral_visits
  ReferralEntity, // referrals
  ReminderJobEntity, // reminder_jobs
  ServiceInquiryEntity, // service_inquiries
  ServiceEntity, // services
  SessionEntity, // sessions
  SignInFailureEntity, // sign_in_failures
  SiteVisitEntity, // site_visits
  SmsLogEntity, // sms_logs
  SmsOptoutEventEntity, // sms_optout_events
  TestimonialEntity, // testimonials
  TotpAuthenticatorEntity, // totp_authenticators
  UsedBotChallengeEntity, // used_bot_challenges
  UserEntity, // users
  VerificationCodeEntity, // verification_codes
  WebhookEventEntity, // webhook_events
];

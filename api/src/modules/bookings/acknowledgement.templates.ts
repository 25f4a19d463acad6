import { defineMailTemplate, renderMail } from '../notifications';
import { ManageLinks, manageLines } from './lifecycle/consultation-lifecycle.mails';

/*
 * The acknowledgements of the three lead forms go to whatever address was typed, so they are written to
 * be useless as a relay: what the visitor typed (their name, their message) is echoed only to an address
 * they proved, the one of the account they are signed in with (`firstName`/`question` are null otherwise);
 * everything else in them is ours or was picked from a list. The staff alert keeps it all.
 */

/** A chosen time as people read it (labelled with its time zone) and the meeting link that goes with it. */
export interface ScheduledCall {
  when: string;
  meetingLink: string;
}

export interface ConsultationReceived {
  /** Null for an address the visitor did not prove. */
  firstName: string | null;
  scheduled: ScheduledCall | null;
  /** A pending booking can already be cancelled or moved from its signed links. */
  links: ManageLinks;
}

export interface InquiryReceived {
  /** Null for an address the visitor did not prove. */
  firstName: string | null;
  /** Picked from the offered services. */
  services: string[];
  scheduled: ScheduledCall | null;
}

export interface QuestionReceived {
  /** Null for an address the visitor did not prove. */
  firstName: string | null;
  /** Picked from the question topics. */
  topic: string;
  /** What they asked; null for an address the visitor did not prove. */
  question: string | null;
}

const greeting = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hello,');
/** To an address not proven (no name to greet), the e-mail says it may have been typed by someone else. */
const notYou = (firstName: string | null) =>
  firstName ? [] : ['If you did not send this request, you can ignore this e-mail.'];

const scheduledLines = (scheduled: ScheduledCall | null, what: string) =>
  scheduled ? [`Requested time: ${scheduled.when}.`, `Meeting link for the ${what}: ${scheduled.meetingLink}`] : [];

/** The visitor's acknowledgement of a consultation request: received, pending confirmation. */
export const consultationReceivedMail = defineMailTemplate<ConsultationReceived>({
  key: 'bookings.consultation-received',
  category: 'transactional',
  render: (data) =>
    renderMail({
      subject: 'We received your consultation request',
      preheader: 'Your consultation is pending confirmation.',
      paragraphs: [
        greeting(data.firstName),
        'Thank you for booking a consultation with us. Your request is pending confirmation: we review it and ' +
          'send the approval and confirmation by e-mail.',
        ...scheduledLines(data.scheduled, 'consultation'),
        ...(data.scheduled ? [] : ["We'll be in touch with you soon to find a time."]),
        ...manageLines(data.links),
        ...notYou(data.firstName),
      ],
      closing: ['The Inspivision team'],
    }),
});

/** The visitor's acknowledgement of a service inquiry: an answer within 2 hours (docs/modules/bookings.md). */
export const inquiryReceivedMail = defineMailTemplate<InquiryReceived>({
  key: 'bookings.inquiry-received',
  category: 'transactional',
  render: (data) =>
    renderMail({
      subject: 'We received your service inquiry',
      preheader: "We'll get back to you within 2 hours.",
      paragraphs: [
        greeting(data.firstName),
        `Thank you for your inquiry about ${data.services.join(', ')}. We'll review your service needs and get ` +
          'back to you within 2 hours.',
        ...scheduledLines(data.scheduled, 'call'),
        ...notYou(data.firstName),
      ],
      closing: ['The Inspivision team'],
    }),
});

/** The visitor's acknowledgement of a quick question: an answer within 24 hours (docs/modules/bookings.md). */
export const questionReceivedMail = defineMailTemplate<QuestionReceived>({
  key: 'bookings.question-received',
  category: 'transactional',
  render: (data) =>
    renderMail({
      subject: 'We received your question',
      preheader: "We'll get back to you within 24 hours with an answer.",
      paragraphs: [
        greeting(data.firstName),
        `Thank you for your question about ${data.topic}. We'll get back to you within 24 hours with an answer.`,
        ...(data.question ? [`Your question: ${data.question}`] : []),
        ...notYou(data.firstName),
      ],
      closing: ['The Inspivision team'],
    }),
});

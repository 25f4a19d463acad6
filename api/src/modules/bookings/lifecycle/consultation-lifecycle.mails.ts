import { defineMailTemplate, defineSmsTemplate, MAIL_BRAND, renderMail } from '../../notifications';
import { formatInZone } from '../../../common/time-zones';
import type { ConsultationEntity } from '../entities/consultation.entity';
import { buildIcs, type IcsEvent } from './ics';

/** What every visitor mail about a consultation knows. */
export interface ConsultationMailData {
  consultationId: string;
  firstName: string;
  name: string;
  email: string;
  scheduledAt: Date | null;
  /** The end of the booked slot (the invitation's DTEND). */
  endsAt: Date | null;
  /** scheduledAt in words, in the business's time zone, zone named. */
  when: string | null;
  meetingLink: string | null;
  /** Staff's note about the change, if any. */
  note?: string | null;
}

/** The mail data of `consultation`: its time in words in `timeZone`, its slot's end. */
export function consultationMailData(
  consultation: ConsultationEntity,
  calendar: { timeZone: string; slotMinutes: number },
  note: string | null = null,
): ConsultationMailData {
  const { scheduledAt } = consultation;
  return {
    consultationId: consultation.id,
    firstName: consultation.contact.firstName,
    name: consultation.name,
    email: consultation.contact.email,
    scheduledAt,
    endsAt: scheduledAt ? new Date(scheduledAt.getTime() + calendar.slotMinutes * 60_000) : null,
    when: scheduledAt ? formatInZone(scheduledAt, calendar.timeZone) : null,
    meetingLink: consultation.meetingLink,
    note,
  };
}

/** The fee of a paid consultation (CONSULTATION_FEE_CENTS > 0), as the visitor's mails show it. */
export interface ConsultationFeeLines {
  /** e.g. "$150.00". */
  amount: string;
  payUrl: string;
  /** When it is due, in words (the business's time zone); null once paid. */
  due: string | null;
  paid: boolean;
}

const feeLines = (fee: ConsultationFeeLines | null | undefined) =>
  !fee
    ? []
    : fee.paid
      ? [`Your consultation fee of ${fee.amount} is paid. Thank you! Your receipt: ${fee.payUrl}`]
      : [
          `The consultation fee is ${fee.amount}, due by ${fee.due}. Pay it online here: ${fee.payUrl}`,
          'Consultations must be paid at least 2 hours before they start: an unpaid consultation is cancelled ' +
            'automatically 30 minutes before its start. Cancel more than 24 hours ahead for a full refund.',
        ];

/** Links of a booking that can still change. */
export interface ManageLinks {
  cancelUrl: string;
  rescheduleUrl: string;
}

const greeting = (data: ConsultationMailData) => `Hi ${data.firstName},`;
const noteLines = (data: ConsultationMailData) => (data.note ? [`A note from our team: ${data.note}`] : []);
const timeLine = (data: Pick<ConsultationMailData, 'when'>) => (data.when ? ` on ${data.when}` : '');
/** The reschedule and cancel links with the policy that goes with them (every mail about an active booking). */
export const manageLines = (links: ManageLinks) => [
  `Need another time? Reschedule here: ${links.rescheduleUrl}`,
  `Can't make it? Cancel here: ${links.cancelUrl}`,
  'Rescheduling policy: the first reschedule is free when made more than 24 hours ahead; later ones cost $50 each; ' +
    'less than 24 hours before, one reschedule is allowed, for $50; a same-day reschedule is treated as a cancellation.',
];

/** The consultation's calendar event (`data` of a booking with a time): the same UID in every file about it. */
export function consultationIcs(
  data: ConsultationMailData,
  method: IcsEvent['method'],
  stamp: Date,
  tentative = false,
): string {
  return buildIcs({
    tentative,
    uid: `consultation-${data.consultationId}@inspivision.com`,
    method,
    sequence: method === 'CANCEL' ? 1 : 0,
    stamp,
    start: data.scheduledAt!,
    end: data.endsAt!,
    summary: `${MAIL_BRAND.name} consultation`,
    description: data.meetingLink ? `Join the meeting: ${data.meetingLink}` : `Consultation with ${MAIL_BRAND.name}`,
    location: data.meetingLink ?? undefined,
    url: data.meetingLink ?? undefined,
    organizer: { name: MAIL_BRAND.name, email: MAIL_BRAND.email },
    attendee: { name: data.name, email: data.email },
  });
}

const invitation = (data: ConsultationMailData, method: 'REQUEST' | 'CANCEL', stamp: Date) => ({
  filename: method === 'REQUEST' ? 'consultation.ics' : 'consultation-cancelled.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: consultationIcs(data, method, stamp),
});

export const consultationConfirmedMail = defineMailTemplate<
  ConsultationMailData & ManageLinks & { sentAt: Date; fee?: ConsultationFeeLines | null }
>({
  key: 'consultation.confirmed',
  category: 'transactional',
  render: (data) => ({
    ...renderMail({
      subject: 'Your consultation is confirmed',
      preheader: data.when ?? 'We will be in touch to set a time',
      paragraphs: [
        greeting(data),
        `Your consultation with ${MAIL_BRAND.name} is confirmed${timeLine(data)}.`,
        ...(data.meetingLink ? [`Join the meeting here: ${data.meetingLink}`] : []),
        ...(data.scheduledAt ? ['The attached invitation (consultation.ics) adds it to your calendar.'] : []),
        ...feeLines(data.fee),
        ...noteLines(data),
        ...manageLines(data),
      ],
    }),
    attachments: data.scheduledAt ? [invitation(data, 'REQUEST', data.sentAt)] : [],
  }),
});

export const consultationDeclinedMail = defineMailTemplate<ConsultationMailData>({
  key: 'consultation.declined',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: 'About your consultation request',
      preheader: 'We could not take this booking',
      paragraphs: [
        greeting(data),
        `Thank you for your interest. Unfortunately we cannot hold your consultation${timeLine(data)}.`,
        ...noteLines(data),
        `You are welcome to choose another time: ${new URL('/consultation', publicUrl).toString()}`,
      ],
    }),
});

export const consultationCancelledMail = defineMailTemplate<
  ConsultationMailData & {
    byVisitor: boolean;
    wasConfirmed: boolean;
    sentAt: Date;
    /** What became of a paid fee (refunded or not; docs/modules/bookings.md). */
    feeNote?: string | null;
  }
>({
  key: 'consultation.cancelled',
  category: 'transactional',
  render: (data, { publicUrl }) => ({
    ...renderMail({
      subject: 'Your consultation is cancelled',
      preheader: data.when ?? 'Consultation cancelled',
      paragraphs: [
        greeting(data),
        data.byVisitor
          ? `As you asked, your consultation${timeLine(data)} is cancelled.`
          : `We are sorry: your consultation${timeLine(data)} had to be cancelled.`,
        ...noteLines(data),
        ...(data.feeNote ? [data.feeNote] : []),
        `Book another time whenever it suits you: ${new URL('/consultation', publicUrl).toString()}`,
      ],
    }),
    attachments: data.wasConfirmed && data.scheduledAt ? [invitation(data, 'CANCEL', data.sentAt)] : [],
  }),
});

export const consultationCompletedMail = defineMailTemplate<ConsultationMailData>({
  key: 'consultation.completed',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: 'Thank you for meeting with us',
      preheader: 'Your consultation is complete',
      paragraphs: [
        greeting(data),
        `Thank you for your consultation with ${MAIL_BRAND.name}${timeLine(data)}.`,
        ...noteLines(data),
        `Ready for the next step? Tell us about your project: ${new URL('/service-inquiry', publicUrl).toString()}`,
      ],
    }),
});

export const consultationNoShowMail = defineMailTemplate<ConsultationMailData>({
  key: 'consultation.no-show',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: 'We missed you at your consultation',
      preheader: 'Your consultation was marked as missed',
      paragraphs: [
        greeting(data),
        `We waited for you at your consultation${timeLine(data)}, but you did not join.`,
        ...noteLines(data),
        'Under our policy a missed consultation cannot be refunded or rescheduled.',
        `You can book a new consultation here: ${new URL('/consultation', publicUrl).toString()}`,
      ],
    }),
});

export const consultationRescheduledMail = defineMailTemplate<
  ConsultationMailData &
    ManageLinks & {
      /** The booking it replaces; a confirmed one is in the visitor's calendar, so its event is cancelled. */
      previous: ConsultationMailData;
      previousWasConfirmed: boolean;
      feeNote: string | null;
      /** The rescheduling fee's invoice, when one was issued (paid consultations). */
      feeInvoice?: ConsultationFeeLines | null;
      sentAt: Date;
    }
>({
  key: 'consultation.rescheduled',
  category: 'transactional',
  render: (data) => {
    const cancelsInvitation = data.previousWasConfirmed && data.previous.scheduledAt !== null;
    return {
      ...renderMail({
        subject: 'Your consultation is rescheduled',
        preheader: data.when ?? 'New time requested',
        paragraphs: [
          greeting(data),
          `Your consultation${data.previous.when ? ` of ${data.previous.when}` : ''} is moved${
            data.when ? ` to ${data.when}` : ''
          }. Its new time is awaiting our confirmation, which will come by e-mail.`,
          ...(cancelsInvitation
            ? ['The attached consultation-cancelled.ics removes the previous time from your calendar.']
            : []),
          ...(data.feeNote ? [data.feeNote] : []),
          ...(data.feeInvoice
            ? [`Pay the ${data.feeInvoice.amount} fee by ${data.feeInvoice.due} here: ${data.feeInvoice.payUrl}`]
            : []),
          ...manageLines(data),
        ],
      }),
      attachments: cancelsInvitation ? [invitation(data.previous, 'CANCEL', data.sentAt)] : [],
    };
  },
});

export type ReminderWhen = '24h' | '1h';
const inWords: Record<ReminderWhen, string> = { '24h': 'tomorrow', '1h': 'in one hour' };

/** What is still owed of a paid consultation's fee when a reminder goes, in words (the business's time zone). */
export interface OwedFeeLines {
  /** e.g. "$150.00". */
  amount: string;
  payUrl: string;
  due: string | null;
  /** The due time had passed when the reminder went. */
  overdue: boolean;
  /** When the booking is cancelled if nothing has been paid by then, or null. */
  cancelsAt: string | null;
}

const owedLines = (owed: OwedFeeLines) => [
  (owed.overdue ? 'Your consultation fee is still unpaid: ' : 'Your consultation fee is not paid yet: ') +
    `${owed.amount}${owed.due ? ` ${owed.overdue ? 'was' : 'is'} due by ${owed.due}` : ' is due'}. ` +
    `Pay it online here: ${owed.payUrl}`,
  ...(owed.cancelsAt
    ? [
        `Unless it is paid by ${owed.cancelsAt}, 30 minutes before the start, the consultation is cancelled ` +
          'automatically and its time offered to others.',
      ]
    : []),
];

/**
 * A reminder of a confirmed consultation. With a fee still owed it leads with the fee (subject, then the
 * amount, its deadline and the pay link before the meeting link), so a call about to be cancelled for it is
 * never announced without it.
 */
export const consultationReminderMail = defineMailTemplate<
  ConsultationMailData & ManageLinks & { ahead: ReminderWhen; owed?: OwedFeeLines | null }
>({
  key: 'consultation.reminder',
  category: 'transactional',
  render: (data) =>
    renderMail({
      subject: `${data.owed ? 'Payment needed' : 'Reminder'}: your consultation is ${inWords[data.ahead]}`,
      preheader: data.when ?? '',
      paragraphs: [
        greeting(data),
        `A reminder: your consultation with ${MAIL_BRAND.name} is ${inWords[data.ahead]}${timeLine(data)}.`,
        ...(data.owed ? owedLines(data.owed) : []),
        ...(data.meetingLink
          ? [`${data.owed?.cancelsAt ? 'Once the fee is paid, join' : 'Join'} the meeting here: ${data.meetingLink}`]
          : []),
        ...manageLines(data),
      ],
    }),
});

export const consultationReminderSms = defineSmsTemplate<{
  ahead: ReminderWhen;
  when: string;
  meetingLink: string | null;
  owed?: OwedFeeLines | null;
}>({
  key: 'consultation.reminder',
  category: 'transactional',
  consent: 'opt-in',
  render: (data) =>
    `${MAIL_BRAND.name}: your consultation is ${inWords[data.ahead]}, ${data.when}.` +
    (data.owed
      ? ` Its fee is unpaid (${data.owed.amount})` +
        (data.owed.cancelsAt ? `: unless paid by ${data.owed.cancelsAt}, it is cancelled` : '') +
        `. Pay: ${data.owed.payUrl}`
      : '') +
    (data.meetingLink ? ` Join: ${data.meetingLink}` : ''),
});

/** Staff: a consultation was cancelled because its fee was not paid in time; its slot is free again. */
export const consultationUnpaidCancelledStaffMail = defineMailTemplate<{
  name: string;
  email: string;
  when: string | null;
  adminPath: string;
}>({
  key: 'staff.consultation-unpaid-cancelled',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Unpaid consultation cancelled: ${data.name}`,
      preheader: data.when ?? 'Consultation cancelled',
      paragraphs: [
        `The consultation of ${data.name} (${data.email})${timeLine(data)} was cancelled automatically: its fee ` +
          'was still unpaid 30 minutes before the start. The slot is offered again and the visitor was told.',
        `Open it in the back office: ${new URL(data.adminPath, publicUrl).toString()}`,
      ],
    }),
});

/** The leads inbox's names for statuses and kinds (antd-free data). */
import type {
  BookingKind,
  ConsultationStatus,
  GeneralQuestionStatus,
  ServiceInquiryStatus,
} from '../../../api/generated/model';

type Labels<Status extends string> = Record<Status, { label: string; color?: string }>;

export const CONSULTATION_STATUS_LABELS: Labels<ConsultationStatus> = {
  pending: { label: 'Pending', color: 'gold' },
  confirmed: { label: 'Confirmed', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  rescheduled: { label: 'Rescheduled', color: 'purple' },
  completed: { label: 'Completed', color: 'blue' },
  cancelled: { label: 'Cancelled' },
  no_show: { label: 'No-show', color: 'volcano' },
};

export const INQUIRY_STATUS_LABELS: Labels<ServiceInquiryStatus> = {
  pending: { label: 'Pending', color: 'gold' },
  contacted: { label: 'Contacted', color: 'cyan' },
  proposal_sent: { label: 'Proposal sent', color: 'blue' },
  converted: { label: 'Converted', color: 'green' },
  closed: { label: 'Closed' },
};

export const QUESTION_STATUS_LABELS: Labels<GeneralQuestionStatus> = {
  pending: { label: 'Pending', color: 'gold' },
  answered: { label: 'Answered', color: 'green' },
  closed: { label: 'Closed' },
};

export const LEAD_STATUS_LABELS: Record<BookingKind, Record<string, { label: string; color?: string } | undefined>> = {
  consultation: CONSULTATION_STATUS_LABELS,
  service_inquiry: INQUIRY_STATUS_LABELS,
  general_question: QUESTION_STATUS_LABELS,
};

export const LEAD_NOUNS: Record<BookingKind, string> = {
  consultation: 'Consultation',
  service_inquiry: 'Service inquiry',
  general_question: 'Question',
};

const ALL_LABELS: Record<string, string> = Object.fromEntries(
  Object.values(LEAD_STATUS_LABELS).flatMap((labels) =>
    Object.entries(labels).map(([status, label]) => [status, label?.label ?? status]),
  ),
);
/** Any lead status as staff read it. */
export const statusLabel = (status: string) => ALL_LABELS[status] ?? status;

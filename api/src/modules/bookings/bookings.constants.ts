/**
 * Statuses of consultations. SPEC.md section 4 gives only the initial one (pending); the rest
 * is ours.
 */
export const CONSULTATION_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'rescheduled',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Statuses of service inquiries (initial pending, SPEC.md section 4; the rest is ours). */
export const SERVICE_INQUIRY_STATUSES = ['pending', 'contacted', 'proposal_sent', 'converted', 'closed'] as const;
export type ServiceInquiryStatus = (typeof SERVICE_INQUIRY_STATUSES)[number];

/** Statuses of quick questions (initial pending, SPEC.md section 4; the rest is ours). */
export const GENERAL_QUESTION_STATUSES = ['pending', 'answered', 'closed'] as const;
export type GeneralQuestionStatus = (typeof GENERAL_QUESTION_STATUSES)[number];

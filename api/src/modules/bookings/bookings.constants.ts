/**
 * Statuses of consultations, starting pending; docs/modules/bookings.md says which moves are
 * allowed.
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

/** Statuses of service inquiries (initial pending; docs/modules/bookings.md). */
export const SERVICE_INQUIRY_STATUSES = ['pending', 'contacted', 'proposal_sent', 'converted', 'closed'] as const;
export type ServiceInquiryStatus = (typeof SERVICE_INQUIRY_STATUSES)[number];

/** Statuses of quick questions (initial pending; docs/modules/bookings.md). */
export const GENERAL_QUESTION_STATUSES = ['pending', 'answered', 'closed'] as const;
export type GeneralQuestionStatus = (typeof GENERAL_QUESTION_STATUSES)[number];

/**
 * The answer times the site promises (pages, acknowledgements): a service inquiry within 2 hours, a quick question
 * within 24 (docs/dashboard.md#response-times measures them).
 */
export const RESPONSE_TARGET_HOURS = { serviceInquiry: 2, generalQuestion: 24 } as const;

/** Statuses in which a booking holds its time slot (docs/modules/bookings.md). */
export const SLOT_HOLDING_STATUSES = ['pending', 'confirmed'] as const;

/** The 8 offered services of the consultation and service inquiry forms (docs/modules/bookings.md). */
export const OFFERED_SERVICES = [
  'Business Formation & Legal Setup',
  'Website & App Development',
  'Branding & Identity Design',
  'Digital Marketing',
  'Business Systems & Automation',
  'Creator Growth & Business Launch',
  'International Business Services',
  'E-Commerce & Online Store Solutions',
] as const;

/** The quick question's topics: the offered services plus a 9th (docs/modules/bookings.md). */
export const QUESTION_TOPICS = [...OFFERED_SERVICES, 'General Business Consulting'] as const;

/** The consultation's "where are you at" select (docs/modules/bookings.md). */
export const BUSINESS_STAGES = ['I have a business', "I'm starting soon", "I'm exploring ideas"] as const;

export const BUDGET_RANGES = [
  '$1,000 - $2,000 USD',
  '$3,000 - $5,000 USD',
  '$5,000 - $10,000 USD',
  '$10,000 - $20,000 USD',
  '$20,000 - $50,000 USD',
  '$50,000 - $100,000 USD',
  '$100,000+ USD',
] as const;

/** The service inquiry's business types (docs/modules/bookings.md). */
export const BUSINESS_TYPES = [
  'Startup/New Business',
  'E-commerce Store',
  'Service-Based Business',
  'Non-Profit Organization',
  'Content Creator/Influencer',
  'Consulting Firm',
  'International Business',
  'Other',
] as const;

/** Field lengths of the three submissions (the entities' column lengths; messages are bounded here). */
export const SUBMISSION_LIMITS = { name: 100, email: 320, phone: 50, message: 5000 } as const;

/** How many weekdays, starting tomorrow, can be booked (docs/modules/bookings.md). */
export const BOOKING_WINDOW_WEEKDAYS = 14;

/** The leads inbox's table of each kind of lead. */
const LEAD_TABLES = {
  consultations: '/admin1/leads',
  'service-inquiries': '/admin1/leads/inquiries',
  'general-questions': '/admin1/leads/questions',
} as const;
export type LeadKind = keyof typeof LEAD_TABLES;

/** Where staff find a new lead (linked from the staff alert): its table, searched for the sender's address. */
export const leadAdminPath = (kind: LeadKind, email: string) =>
  `${LEAD_TABLES[kind]}?search=${encodeURIComponent(email)}`;

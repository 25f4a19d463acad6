/** The booking forms' texts (docs/modules/bookings.md). */
import { CONTACT_LABELS } from '../../../components/form/Field';

export const APPROVAL_TEXT = 'I understand approval and confirmation will be sent by email.';

export const SUBMIT_LABELS = {
  consultation: { idle: 'Book My Consultation', pending: 'Booking Consultation...' },
  inquiry: { idle: 'Submit Service Inquiry', pending: 'Submitting Inquiry...' },
  question: { idle: 'Ask Your Question', pending: 'Submitting Question...' },
} as const;

export const CALENDAR_TEXT = {
  consultationTitle: 'Pick a Date and Time',
  inquiryTitle: 'Schedule a Call',
  loading: 'Checking availability...',
  noSlots: 'No available time slots for this date.',
  closedFor: (holiday: string) => `We're closed for ${holiday}.`,
  holiday: 'a public holiday',
  closedByStaff: "We're closed on this day.",
  /** What a closed date says on itself; its reason shows on hover and focus. */
  closedBadge: 'Closed',
  pickAnother: 'Please select another date.',
} as const;

export const RESCHEDULE_TOAST = {
  title: 'Rescheduling Your Appointment',
  description: 'Your information is pre-filled. Just select a new date and time below.',
} as const;

/** A reschedule link whose booking could not be read (invalid, expired, already moved or cancelled). */
export const RESCHEDULE_LINK_TEXT = {
  failed: 'We could not open the booking of this link.',
  bookAnew: 'You can book a new consultation below.',
} as const;

export const VALIDATION_FAILED_TITLE = 'Form Validation Failed';

export const SUCCESS_TOASTS = {
  consultation: { title: 'Thank you for submitting!', description: "We'll be in touch with you soon." },
  inquiry: {
    title: 'Inquiry Submitted!',
    description: "We'll review your service needs and get back to you within 2 hours.",
  },
  question: { title: 'Question Submitted!', description: "We'll get back to you within 24 hours with an answer." },
} as const;

/** The success panel's way back to an empty form. */
export const ANOTHER_SUBMISSION_LABELS = {
  consultation: 'Book another consultation',
  inquiry: 'Send another inquiry',
  question: 'Ask another question',
} as const;

export const FAILURE_TOASTS = {
  consultation: {
    title: 'Please Review Your Information',
    description: 'Some required fields are missing. Please go back and fill them out.',
  },
  inquiry: { title: 'Error', description: 'Failed to submit your inquiry. Please try again.' },
  question: { title: 'Error', description: 'Failed to submit your question. Please try again.' },
} as const;

/** The fields' visible labels: the forms show them and the validation toast names fields by them. */
export const CONTACT_FORM_LABELS = {
  ...CONTACT_LABELS,
  phone: 'Phone (optional)',
  country: 'Country',
} as const;

const BOOKING_LABELS = {
  ...CONTACT_FORM_LABELS,
  budget: 'Budget',
  servicesInterested: "Services you're interested in",
  message: 'Message',
} as const;

export const FIELD_LABELS = {
  consultation: { ...BOOKING_LABELS, businessType: 'Where are you at?' },
  inquiry: { ...BOOKING_LABELS, businessType: 'Business Type' },
  question: { ...CONTACT_FORM_LABELS, serviceQuestion: 'Service', message: 'Your Question' },
} as const;

/** Messages of the client-side checks (docs/modules/bookings.md). */
export const FIELD_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'A valid email is required',
  country: 'Please select your country',
  businessType: 'Please select an option',
  budget: 'Please select a budget',
  servicesInterested: 'Please select at least one service',
  message: 'Message is required',
  serviceQuestion: 'Please select a service',
  question: 'Your question is required',
} as const;

/**
 * State, checks and prefill of the three booking forms (docs/modules/bookings.md). Pure, so
 * the rules are tested without rendering.
 */
import type { ReschedulePrefillDto } from '../../../api/generated/model';
import { FIELD_MESSAGES, VALIDATION_FAILED_TITLE } from './booking-texts';

/** The visitor's contact fields, asked by all three forms. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Consultation and service inquiry share one schema (docs/modules/bookings.md). */
export interface BookingValues extends ContactValues {
  country: string;
  /** Consultation: the "where are you at" stage; service inquiry: the business type. */
  businessType: string;
  budget: string;
  servicesInterested: string[];
  message: string;
}

export interface QuestionValues extends ContactValues {
  country: string;
  serviceQuestion: string;
  message: string;
}

export const EMPTY_BOOKING: BookingValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  businessType: '',
  budget: '',
  servicesInterested: [],
  message: '',
};

export const EMPTY_QUESTION: QuestionValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  serviceQuestion: '',
  message: '',
};

export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function required<T extends object>(values: T, checks: [keyof T & string, string][]): FieldProblem<keyof T & string>[] {
  return checks
    .filter(([field]) => {
      const value = values[field];
      return typeof value === 'string' ? !value.trim() : !value;
    })
    .map(([field, message]) => ({ field, message }));
}

function emailProblem(email: string): FieldProblem<'email'>[] {
  return EMAIL_PATTERN.test(email.trim()) ? [] : [{ field: 'email', message: FIELD_MESSAGES.email }];
}

/** Problems in field order; empty when the form may be sent. */
export function validateBooking(values: BookingValues): FieldProblem<keyof BookingValues>[] {
  const problems: FieldProblem<keyof BookingValues>[] = [
    ...required(values, [
      ['firstName', FIELD_MESSAGES.firstName],
      ['lastName', FIELD_MESSAGES.lastName],
    ]),
    ...emailProblem(values.email),
    ...required(values, [
      ['country', FIELD_MESSAGES.country],
      ['businessType', FIELD_MESSAGES.businessType],
      ['budget', FIELD_MESSAGES.budget],
    ]),
  ];
  if (values.servicesInterested.length === 0)
    problems.push({ field: 'servicesInterested', message: FIELD_MESSAGES.servicesInterested });
  return [...problems, ...required(values, [['message', FIELD_MESSAGES.message]])];
}

export function validateQuestion(values: QuestionValues): FieldProblem<keyof QuestionValues>[] {
  return [
    ...required(values, [
      ['firstName', FIELD_MESSAGES.firstName],
      ['lastName', FIELD_MESSAGES.lastName],
    ]),
    ...emailProblem(values.email),
    ...required(values, [
      ['country', FIELD_MESSAGES.country],
      ['serviceQuestion', FIELD_MESSAGES.serviceQuestion],
      ['message', FIELD_MESSAGES.question],
    ]),
  ];
}

/**
 * The destructive toast of a failed check (docs/modules/bookings.md): "Missing or invalid: field: message, ...", each
 * field named by the label the visitor sees (`labels`: the form's own).
 */
export function validationToast<Field extends string>(
  problems: readonly FieldProblem<Field>[],
  labels: Readonly<Record<Field, string>>,
): { title: string; description: string } {
  const named = problems.map(({ field, message }) => `${labels[field]}: ${message}`);
  return { title: VALIDATION_FAILED_TITLE, description: `Missing or invalid: ${named.join(', ')}` };
}

/** Field -> message, for marking the controls. */
export function problemsByField(problems: readonly FieldProblem[]): Partial<Record<string, string>> {
  const byField: Partial<Record<string, string>> = {};
  for (const { field, message } of problems) byField[field] ??= message;
  return byField;
}

/**
 * The query parameters /consultation reads (docs/modules/bookings.md): the choices a link may preselect (the assistant's
 * "/consultation?services=..."), and the id and token of an e-mailed reschedule link. Nothing typed or
 * personal: a URL ends up in logs and browser history, so the reschedule form reads those with the token
 * (GET /api/consultations/{id}/reschedule-prefill), and the names, e-mail, phone and message of links sent
 * before are ignored.
 */
export interface BookingSearch {
  country?: string;
  businessType?: string;
  /** Comma-separated service titles. */
  services?: string;
  budget?: string;
  /** The booking a reschedule link moves (sent as oldConsultationId). */
  id?: string;
  /** The signed token of the reschedule link: reads its prefill, and goes back with the new booking. */
  token?: string;
}

const SEARCH_KEYS = [
  'country',
  'businessType',
  'services',
  'budget',
  'id',
  'token',
] as const satisfies readonly (keyof BookingSearch)[];

/** The route's validateSearch: the known parameters that are strings (numbers become strings). */
export function readBookingSearch(search: Record<string, unknown>): BookingSearch {
  const result: BookingSearch = {};
  for (const key of SEARCH_KEYS) {
    const value = search[key];
    if (typeof value === 'string') result[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') result[key] = String(value);
  }
  return result;
}

/** The form's first values: the empty form with the given choices selected. */
export function prefilledBooking(search: BookingSearch): BookingValues {
  const services = (search.services ?? '')
    .split(',')
    .map((service) => service.trim())
    .filter(Boolean);
  return {
    ...EMPTY_BOOKING,
    country: search.country ?? '',
    businessType: search.businessType ?? '',
    budget: search.budget ?? '',
    servicesInterested: [...new Set(services)],
  };
}

/** The reschedule link the page was opened from (reschedule mode), if any. */
export function rescheduleLinkOf(search: BookingSearch): { id: string; token: string } | null {
  return search.id && search.token ? { id: search.id, token: search.token } : null;
}

/** What the booking to move fills in: every field it gives; a typed one it leaves out (null) keeps `values`'. */
export function withReschedulePrefill(values: BookingValues, prefill: ReschedulePrefillDto): BookingValues {
  return {
    firstName: prefill.firstName ?? values.firstName,
    lastName: prefill.lastName ?? values.lastName,
    email: prefill.email,
    phone: prefill.phone ?? values.phone,
    country: prefill.country,
    businessType: prefill.businessType,
    budget: prefill.budget,
    servicesInterested: [...prefill.servicesInterested],
    message: prefill.message ?? values.message,
  };
}

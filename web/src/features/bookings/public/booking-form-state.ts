/**
 * State, checks and prefill of the three booking forms (SPEC.md sections 2, 3 and 5). Pure, so
 * the rules are tested without rendering.
 */
import { FIELD_MESSAGES, VALIDATION_FAILED_TITLE } from './booking-texts';

/** The visitor's contact fields, asked by all three forms. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Consultation and service inquiry share one schema (section 5). */
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
 * The destructive toast of a failed check (section 5): "Missing or invalid: field: message, ...", each
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

/** The prefill query parameters of /consultation (section 2), as the route passes them on. */
export interface BookingSearch {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  country?: string;
  businessType?: string;
  /** Comma-separated service titles. */
  services?: string;
  budget?: string;
  message?: string;
  /** "true" turns on reschedule mode. */
  reschedule?: string;
  /** The signed reschedule token of the e-mail link, sent back with the new booking. */
  token?: string;
}

const SEARCH_KEYS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'businessType',
  'services',
  'budget',
  'message',
  'reschedule',
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

/** The form's first values: the empty form with every given parameter filled in. */
export function prefilledBooking(search: BookingSearch): BookingValues {
  const services = (search.services ?? '')
    .split(',')
    .map((service) => service.trim())
    .filter(Boolean);
  return {
    firstName: search.firstName ?? '',
    lastName: search.lastName ?? '',
    email: search.email ?? '',
    phone: search.phone ?? '',
    country: search.country ?? '',
    businessType: search.businessType ?? '',
    budget: search.budget ?? '',
    servicesInterested: [...new Set(services)],
    message: search.message ?? '',
  };
}

export function isRescheduling(search: BookingSearch): boolean {
  return search.reschedule === 'true';
}

import {
  EMPTY_BOOKING,
  EMPTY_QUESTION,
  prefilledBooking,
  readBookingSearch,
  rescheduleLinkOf,
  validateBooking,
  validateQuestion,
  validationToast,
  withReschedulePrefill,
} from './booking-form-state';
import { FIELD_LABELS } from './booking-texts';
import { contactTabOf } from './contact-tabs';

const complete = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  country: 'United States',
  businessType: "I'm starting soon",
  budget: '$3,000 - $5,000 USD',
  servicesInterested: ['Digital Marketing'],
  message: 'Hello',
};

describe('booking checks', () => {
  it('accepts a complete form without a phone', () => {
    expect(validateBooking(complete)).toEqual([]);
  });

  it('lists every missing field in form order, services with their own message', () => {
    expect(validationToast(validateBooking(EMPTY_BOOKING), FIELD_LABELS.consultation)).toEqual({
      title: 'Form Validation Failed',
      description:
        'Missing or invalid: First name: First name is required, Last name: Last name is required, ' +
        'Email: A valid email is required, Country: Please select your country, ' +
        'Where are you at?: Please select an option, Budget: Please select a budget, ' +
        "Services you're interested in: Please select at least one service, Message: Message is required",
    });
  });

  it('rejects a malformed e-mail and blank-only text', () => {
    expect(validateBooking({ ...complete, email: 'ada@', firstName: '   ' }).map((p) => p.field)).toEqual([
      'firstName',
      'email',
    ]);
  });

  it('quick question needs name, e-mail, country, service and question', () => {
    expect(validateQuestion(EMPTY_QUESTION).map((p) => p.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'country',
      'serviceQuestion',
      'message',
    ]);
    expect(validateQuestion({ ...EMPTY_QUESTION, ...complete, serviceQuestion: 'Digital Marketing' })).toEqual([]);
  });
});

describe('prefill', () => {
  it('reads the choices a link preselects and a reschedule link, never a name, e-mail, phone or message', () => {
    const search = readBookingSearch({
      id: 'b1',
      token: 'signed.token',
      firstName: 'Ada',
      email: 'ada@example.com',
      phone: '+1 404 555 0134',
      message: 'Hello',
      services: 'Digital Marketing, Branding & Identity Design,,Digital Marketing',
      budget: 1000,
      reschedule: true,
      unknown: 'x',
      country: ['not', 'a', 'string'],
    });
    expect(search).toEqual({
      id: 'b1',
      token: 'signed.token',
      services: 'Digital Marketing, Branding & Identity Design,,Digital Marketing',
      budget: '1000',
    });
    expect(rescheduleLinkOf(search)).toEqual({ id: 'b1', token: 'signed.token' });
    expect(prefilledBooking(search)).toEqual({
      ...EMPTY_BOOKING,
      budget: '1000',
      servicesInterested: ['Digital Marketing', 'Branding & Identity Design'],
    });
    expect(rescheduleLinkOf({ id: 'b1' })).toBeNull();
  });

  it('fills the form with the booking to move, keeping what it leaves out (null) as the form has it', () => {
    const booking = {
      id: 'b1',
      rescheduleTerms: 'This reschedule is free: it is the first, made more than 24 hours ahead.',
      firstName: null,
      lastName: null,
      email: 'ada@example.com',
      phone: null,
      country: 'Canada',
      businessType: "I'm starting soon",
      servicesInterested: ['Digital Marketing'],
      budget: '$1,000 - $2,000 USD',
      message: null,
    };
    const typed = { ...EMPTY_BOOKING, firstName: 'Ada', phone: '+1 404 555 0134', email: 'other@example.com' };
    expect(withReschedulePrefill(typed, booking)).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      phone: '+1 404 555 0134',
      country: 'Canada',
      businessType: "I'm starting soon",
      servicesInterested: ['Digital Marketing'],
      budget: '$1,000 - $2,000 USD',
      message: '',
    });
    expect(withReschedulePrefill(typed, { ...booking, firstName: 'Ana', message: 'Hi' })).toMatchObject({
      firstName: 'Ana',
      message: 'Hi',
    });
  });
});

describe('contact tab', () => {
  it('follows a valid form parameter and defaults to consultation', () => {
    expect(contactTabOf('services')).toBe('services');
    expect(contactTabOf('questions')).toBe('questions');
    expect(contactTabOf(undefined)).toBe('consultation');
    expect(contactTabOf('pricing')).toBe('consultation');
  });
});

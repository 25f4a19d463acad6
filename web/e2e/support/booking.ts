/** The public booking forms as a visitor fills them (docs/modules/bookings.md): contact fields, calendar, toast. */
import type { Page } from '@playwright/test';

export interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
}

/** First and last name, e-mail and country (United States). */
export async function fillContact(page: Page, visitor: Visitor) {
  await page.getByLabel('First name', { exact: true }).fill(visitor.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(visitor.lastName);
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByLabel('Country', { exact: true }).selectOption('United States');
}

/** The calendar section's dates (the next 14 weekdays), radios named "Thu Nov 26", valued 2026-11-26. */
export const calendarDates = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Available dates' }).getByRole('radio');

/** The times of the chosen date, radios named by their time in the visitor's zone. */
export const calendarTimes = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Available times' }).getByRole('radio');

/** The app's one toast. */
export const toast = (page: Page) => page.getByTestId('toast');

/** What the journeys' consultations choose in the option lists. */
export const CONSULTATION_CHOICES = {
  stage: "I'm starting soon",
  budget: '$3,000 - $5,000 USD',
  service: 'Business Formation & Legal Setup',
} as const;

/** The whole consultation form but the calendar and the approval checkbox. */
export async function fillConsultation(page: Page, visitor: Visitor, message: string) {
  await fillContact(page, visitor);
  await page.getByLabel('Where are you at?', { exact: true }).selectOption(CONSULTATION_CHOICES.stage);
  await page.getByLabel('Budget', { exact: true }).selectOption(CONSULTATION_CHOICES.budget);
  await page.getByRole('checkbox', { name: CONSULTATION_CHOICES.service }).check();
  await page.getByLabel('Message', { exact: true }).fill(message);
}

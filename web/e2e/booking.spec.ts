import { expect, test } from './support/app';
import { calendarDates, calendarTimes, fillConsultation, fillContact, toast } from './support/booking';

/**
 * The three public booking forms in a real browser (SPEC.md section 2): a consultation booked on
 * a free slot shows its meeting link; a service inquiry and a quick question show their toasts.
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const visitor = (who: string) => ({
  firstName: who,
  lastName: `Journey ${RUN}`,
  email: `${who.toLowerCase()}.${RUN}@example.com`,
});

test('book a consultation on a free slot and see the meeting link', async ({ page }) => {
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Consultation' })).toBeVisible();
  await fillConsultation(page, visitor('Ana'), 'I would like to form an LLC and launch in 30 days.');

  // A date late in the window and a random time, so parallel journeys rarely want the same slot.
  const dates = calendarDates(page);
  await expect(dates).toHaveCount(14);
  await dates.nth(10 + Math.floor(Math.random() * 4)).click();
  const times = calendarTimes(page);
  await expect(times.first()).toBeVisible();
  await times.nth(Math.floor(Math.random() * (await times.count()))).click();
  await page.getByRole('checkbox', { name: 'I understand approval and confirmation will be sent by email.' }).check();
  await page.getByRole('button', { name: 'Book My Consultation' }).click();

  await expect(toast(page)).toContainText('Thank you for submitting!');
  await expect(toast(page)).toContainText("We'll be in touch with you soon.");
  await expect(page.getByText('Your meeting link')).toBeVisible();
  const link = page.getByRole('status').getByRole('link');
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
});

test('submit a service inquiry and see "Inquiry Submitted!"', async ({ page }) => {
  await page.goto('/service-inquiry');
  await fillContact(page, visitor('Bo'));
  await page.getByLabel('Business Type', { exact: true }).selectOption('E-commerce Store');
  await page.getByLabel('Budget', { exact: true }).selectOption('$5,000 - $10,000 USD');
  await page.getByRole('checkbox', { name: 'E-Commerce & Online Store Solutions' }).check();
  await page.getByLabel('Message', { exact: true }).fill('An online store for handmade goods.');
  await expect(page.getByRole('heading', { name: 'Schedule a Call' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Service Inquiry' }).click();

  await expect(toast(page)).toContainText('Inquiry Submitted!');
  await expect(toast(page)).toContainText("We'll review your service needs and get back to you within 2 hours.");
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});

test('ask a quick question from the contact page and see "Question Submitted!"', async ({ page }) => {
  await page.goto('/contact?form=questions');
  await expect(page.getByRole('tab', { name: 'Quick Question' })).toHaveAttribute('aria-selected', 'true');
  await fillContact(page, visitor('Cy'));
  await page.getByLabel('Service', { exact: true }).selectOption('General Business Consulting');
  await page.getByLabel('Your Question', { exact: true }).fill('Can a non-resident own a US LLC?');
  await page.getByRole('button', { name: 'Ask Your Question' }).click();

  await expect(toast(page)).toContainText('Question Submitted!');
  await expect(toast(page)).toContainText("We'll get back to you within 24 hours with an answer.");
  await expect(page.getByLabel('Your Question', { exact: true })).toHaveValue('');
});

test('an incomplete form shows "Form Validation Failed"', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Book My Consultation' }).click();
  await expect(toast(page)).toContainText('Form Validation Failed');
  await expect(toast(page)).toContainText('Missing or invalid: firstName: First name is required');
});

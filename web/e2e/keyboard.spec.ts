import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app';
import { CONSULTATION_CHOICES, type Visitor } from './support/booking';

/**
 * Issue 26: the public site without a pointer. Every step is a key press (page.keyboard), and each
 * checks where the focus is afterwards, that it shows the one focus ring, and that headings skip no level.
 */
const APPROVAL = 'I understand approval and confirmation will be sent by email.';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const visitor = (who: string): Visitor => ({
  firstName: who,
  lastName: `Keyboard ${RUN}`,
  email: `${who.toLowerCase()}.kb.${RUN}@example.com`,
});

/** Presses Tab (or Shift+Tab) until `target` has the focus: how a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, { back = false, most = 60 } = {}) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** The focused control draws the site's focus ring (styles/global.css: white inside, navy outside). */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = () =>
    target.evaluate((element) => {
      // A calendar radio is unseen: its option shows the ring.
      const shown = element.matches('.calendar__input') ? element.parentElement! : element;
      return getComputedStyle(shown).boxShadow;
    });
  // Read once the field's transition has drawn it in full (mid-way it is a fainter, thinner ring).
  await expect.poll(ring).toMatch(/rgb\(255, 255, 255\) 0px 0px 0px 2px, rgb\(15, 27, 61\) 0px 0px 0px 4px/);
}

/** Heading levels never skip one going down (an h3 right after the h1 is a skip). */
async function expectHeadingOrder(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.filter((heading) => heading.getClientRects().length > 0).map((heading) => Number(heading.tagName[1])),
    );
  levels.forEach((level, index) =>
    expect(level, `heading ${index} of ${levels.join(',')}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1),
  );
}

/** Types into the field `label` of `scope`, reached with Tab. */
async function typeInto(page: Page, scope: Page | Locator, label: string, text: string) {
  const field = scope.getByLabel(label, { exact: true });
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Chooses `option` in the select `label` by typing its first letters, as a keyboard user does. */
async function chooseIn(page: Page, scope: Page | Locator, label: string, option: string) {
  const select = scope.getByLabel(label, { exact: true });
  await tabTo(page, select);
  await page.keyboard.type(option);
  await expect(select.locator('option:checked')).toHaveText(option);
}

async function checkBox(page: Page, box: Locator) {
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Name, e-mail and country of a booking form. */
async function typeContact(page: Page, form: Locator, who: Visitor) {
  await typeInto(page, form, 'First name', who.firstName);
  await expectFocusRing(form.getByLabel('First name', { exact: true }));
  await typeInto(page, form, 'Last name', who.lastName);
  await typeInto(page, form, 'Email', who.email);
  await chooseIn(page, form, 'Country', 'United States');
}

/** Sends the form with Enter on its button; its success panel's heading takes the focus. */
async function sendAndExpectSuccess(page: Page, button: Locator, heading: string) {
  await tabTo(page, button);
  await expectFocusRing(button);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading })).toBeFocused({ timeout: 20_000 });
}

test('a consultation booked on /consultation with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/consultation');
  await expectHeadingOrder(page);
  const form = page.getByRole('form', { name: 'Book My Consultation' });
  await typeContact(page, form, visitor('Kai'));
  await chooseIn(page, form, 'Where are you at?', CONSULTATION_CHOICES.stage);
  await chooseIn(page, form, 'Budget', CONSULTATION_CHOICES.budget);
  await checkBox(page, form.getByRole('checkbox', { name: CONSULTATION_CHOICES.service }));
  await typeInto(page, form, 'Message', 'Booked without a mouse.');

  // The dates are one Tab stop: Tab lands on the first, the arrows move and choose.
  const dates = form.getByRole('radiogroup', { name: 'Available dates' }).getByRole('radio');
  await tabTo(page, dates.first());
  await expectFocusRing(dates.first());
  await expect(dates.first()).toHaveAccessibleName(/^(Mon|Tue|Wed|Thu|Fri) [A-Z][a-z]{2} \d{1,2}$/);
  const step = 2 + Math.floor(Math.random() * 6);
  for (let press = 0; press < step; press++) await page.keyboard.press('ArrowRight');
  await expect(dates.nth(step)).toBeFocused();
  await expect(dates.nth(step)).toBeChecked();

  const times = form.getByRole('radiogroup', { name: 'Available times' }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  // One Tab from the chosen date reaches the times: the other 13 dates are not Tab stops.
  await page.keyboard.press('Tab');
  await expect(times.first()).toBeFocused();
  const count = await times.count();
  const move = Math.floor(Math.random() * count);
  for (let press = 0; press < move; press++) await page.keyboard.press('ArrowDown');
  // Tab only focuses a radio; Space chooses it (the arrows already did, unless none was pressed).
  await page.keyboard.press('Space');
  await expect(times.nth(move)).toBeChecked();
  await expectFocusRing(times.nth(move));

  await checkBox(page, form.getByRole('checkbox', { name: APPROVAL }));
  await sendAndExpectSuccess(
    page,
    form.getByRole('button', { name: 'Book My Consultation' }),
    'Thank you for submitting!',
  );
  await expectHeadingOrder(page);
});

test('the three forms of /contact sent with the keyboard alone, the first with errors first', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/contact?form=questions');
  await expectHeadingOrder(page);
  const question = page.getByRole('form', { name: 'Ask Your Question' });
  const ask = question.getByRole('button', { name: 'Ask Your Question' });

  // Sent empty: focus goes to the first field to fix, and the toast names fields by their labels.
  await tabTo(page, ask);
  await page.keyboard.press('Enter');
  await expect(question.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(page.getByTestId('toast')).toContainText('First name: First name is required');
  await expect(page.getByTestId('toast')).not.toContainText('firstName');

  // Already in the first field: type, then Tab through the rest.
  await page.keyboard.type('Quinn');
  await typeInto(page, question, 'Last name', `Keyboard ${RUN}`);
  await typeInto(page, question, 'Email', `quinn.kb.${RUN}@example.com`);
  await chooseIn(page, question, 'Country', 'United States');
  await chooseIn(page, question, 'Service', 'General Business Consulting');
  await typeInto(page, question, 'Your Question', 'Can I do all of this with a keyboard?');
  await sendAndExpectSuccess(page, ask, 'Question Submitted!');

  // The tabs: Shift+Tab back to the chosen one, the arrows to the next.
  const inquiryTab = page.getByRole('tab', { name: 'Service Inquiry' });
  await tabTo(page, page.getByRole('tab', { name: 'Quick Question' }), { back: true });
  await page.keyboard.press('ArrowLeft');
  await expect(inquiryTab).toBeFocused();
  await expect(inquiryTab).toHaveAttribute('aria-selected', 'true');
  await expectFocusRing(inquiryTab);
  const inquiry = page.getByRole('form', { name: 'Submit Service Inquiry' });
  await typeContact(page, inquiry, visitor('Ivo'));
  await chooseIn(page, inquiry, 'Business Type', 'E-commerce Store');
  await chooseIn(page, inquiry, 'Budget', '$5,000 - $10,000 USD');
  await checkBox(page, inquiry.getByRole('checkbox', { name: 'E-Commerce & Online Store Solutions' }));
  await typeInto(page, inquiry, 'Message', 'An online store, set up by keyboard.');
  await sendAndExpectSuccess(
    page,
    inquiry.getByRole('button', { name: 'Submit Service Inquiry' }),
    'Inquiry Submitted!',
  );

  const consultationTab = page.getByRole('tab', { name: 'Book a Consultation' });
  await tabTo(page, inquiryTab, { back: true });
  await page.keyboard.press('ArrowLeft');
  await expect(consultationTab).toBeFocused();
  const consultation = page.getByRole('form', { name: 'Book My Consultation' });
  await typeContact(page, consultation, visitor('Cleo'));
  await chooseIn(page, consultation, 'Where are you at?', CONSULTATION_CHOICES.stage);
  await chooseIn(page, consultation, 'Budget', CONSULTATION_CHOICES.budget);
  await checkBox(page, consultation.getByRole('checkbox', { name: CONSULTATION_CHOICES.service }));
  await typeInto(page, consultation, 'Message', 'No date yet: call me.');
  await checkBox(page, consultation.getByRole('checkbox', { name: APPROVAL }));
  await sendAndExpectSuccess(
    page,
    consultation.getByRole('button', { name: 'Book My Consultation' }),
    'Thank you for submitting!',
  );
});

test('the newsletter on /blog with the keyboard alone, an address without "@" first', async ({ page }) => {
  await page.goto('/blog');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  const email = form.getByLabel('Email address');
  await tabTo(page, email, { most: 150 });
  await page.keyboard.type(`nl.kb.${RUN}.example.com`);
  await page.keyboard.press('Enter');
  // Refused here: the field says why and keeps the focus.
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`nl.kb.${RUN}@example.com`);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Enter');
  // Sent: the field is emptied and focus is on what happens next.
  await expect(form.getByText(/^Check Your Inbox: /)).toBeFocused({ timeout: 20_000 });
  await expect(email).toHaveValue('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the assistant opens as a modal dialog and closes back to its button, with the keyboard alone', async ({
    page,
  }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Open AI Assistant' });
    // The button comes last in the page: Shift+Tab from the top reaches it.
    await tabTo(page, launcher, { back: true });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expectFocusRing(launcher);
    await page.keyboard.press('Enter');

    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    const field = panel.getByRole('textbox', { name: 'Your question' });
    await expect(field).toBeFocused();
    await expect(page.locator('main')).toHaveJSProperty('inert', true);

    // Tab and Shift+Tab never leave the panel.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement)), `after ${key}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
  });
});

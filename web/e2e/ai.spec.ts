import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/app';

/** The 8 offered services (docs/modules/bookings.md), as the API lists them: the only names the assistant may recommend. */
async function offeredServices(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/bookings/options');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { services: string[] }).services;
}

/** Opens the assistant on the page and returns its panel. */
async function openAssistant(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeFocused();
  return panel;
}

/** The conversation's bubbles, oldest first; each starts with who speaks (a visually hidden prefix). */
const bubblesOf = (panel: Locator) => panel.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
/** The assistant's bubbles: the greeting and the replies (not the typing indicator, "AI Assistant is typing..."). */
const repliesOf = (panel: Locator) => bubblesOf(panel).filter({ hasText: /^AI Assistant: / });

/** Types `question` into the panel, sends it with Enter and returns the text of the reply once it is shown. */
async function ask(panel: Locator, question: string): Promise<{ reply: Locator; text: Locator }> {
  const replies = repliesOf(panel);
  const before = await replies.count();
  const field = panel.getByRole('textbox', { name: 'Your question' });
  await field.fill(question);
  await field.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  await expect(
    bubblesOf(panel)
      .filter({ hasText: /^You: / })
      .last(),
  ).toHaveText(`You: ${question}`);
  const reply = replies.last();
  return { reply, text: reply.locator('.chat-message__text') };
}

test.describe('visitor and the AI', () => {
  test('asks the assistant by clicking a suggestion and sees the reply with recommended services', async ({
    page,
    request,
  }) => {
    const services = await offeredServices(request);
    await page.goto('/');

    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    await expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveAttribute(
      'placeholder',
      'Ask about our services...',
    );

    await panel.getByRole('button', { name: 'How much does it cost to start an LLC?' }).click();

    const conversation = panel.getByRole('list', { name: 'Conversation' });
    const messages = conversation.locator(':scope > li');
    // The greeting, the question, the reply.
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(1)).toHaveText(/How much does it cost to start an LLC\?/);
    const reply = messages.nth(2);
    await expect(reply.locator('.chat-message__text')).not.toBeEmpty();
    // It ends with the consultation form, prefilled with the service it recommends.
    await expect(reply.locator('.chat-message__text').getByRole('link').last()).toHaveAttribute(
      'href',
      /^\/consultation\?services=Business/,
    );
    const recommended = reply.getByRole('list', { name: 'Recommended services' }).getByRole('link');
    await expect(recommended.first()).toBeVisible();
    for (const link of await recommended.all()) {
      await expect(link).toHaveAttribute('href', '/services');
      expect(services).toContain((await link.textContent())?.trim());
    }
    await expect(panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button').first()).toBeVisible();

    await recommended.first().click();
    await expect(page).toHaveURL(/\/services$/);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open AI Assistant' })).toBeFocused();
  });

  test('follow-up questions about price and time are answered about the service the assistant recommended', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = await openAssistant(page);

    const { reply: recommendation } = await ask(panel, 'I need a logo and a brand identity for my bakery');
    await expect(
      recommendation.getByRole('list', { name: 'Recommended services' }).getByRole('link', {
        name: 'Branding & Identity Design',
      }),
    ).toBeVisible();

    // The reply's own words name the service, not only its list of recommended services.
    const { text: price } = await ask(panel, 'how much is it?');
    await expect(price).toContainText('Branding & Identity Design');
    await expect(price).toContainText(/consultation/i);

    const { text: timeline } = await ask(panel, 'how long does it take?');
    await expect(timeline).toContainText('Branding & Identity Design');
  });

  test('the conversation continues after a reload of the page, and goes with the next question', async ({ page }) => {
    await page.goto('/');
    let panel = await openAssistant(page);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/ai/chat'));
    const { text } = await ask(panel, 'I need a logo and a brand identity for my bakery');
    const reply = ((await (await answered).json()) as { data: { message: string } }).data.message;
    const shown = await text.textContent();

    await page.reload();
    panel = await openAssistant(page);
    // The greeting, the question, the reply.
    const bubbles = bubblesOf(panel);
    await expect(bubbles).toHaveCount(3);
    await expect(bubbles.nth(1)).toHaveText('You: I need a logo and a brand identity for my bakery');
    await expect(bubbles.nth(2).locator('.chat-message__text')).toHaveText(shown!);

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/ai/chat'));
    await ask(panel, 'how much is it?');
    expect((await sent).postDataJSON()).toEqual({
      message: 'how much is it?',
      history: [
        { role: 'user', content: 'I need a logo and a brand identity for my bakery' },
        { role: 'assistant', content: reply },
      ],
    });
  });

  test('the assistant fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    const box = await page.getByRole('dialog', { name: 'AI Assistant' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
  });

  test('gets five numbered business tips for a type of business and a stage on /blog', async ({ page }) => {
    await page.goto('/blog');
    const widget = page.getByRole('region', { name: 'Get Personalized Business Tips' });
    const button = widget.getByRole('button', { name: 'Get My Tips' });
    await expect(button).toBeDisabled();

    await widget.getByRole('combobox', { name: 'Business type' }).selectOption('Restaurant & Food Service');
    await expect(button).toBeDisabled();
    await widget.getByRole('combobox', { name: 'Business stage' }).selectOption('Launch Preparation');
    await button.click();

    const tips = widget.locator('ol > li');
    await expect(tips).toHaveCount(5);
    for (const tip of await tips.all()) await expect(tip).not.toBeEmpty();
    await expect(widget.getByRole('button', { name: 'Get My Tips' })).toBeEnabled();
  });
});

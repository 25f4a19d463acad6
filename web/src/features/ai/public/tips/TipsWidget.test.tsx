import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../../../../lib/query-client';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { TipsWidget } from './TipsWidget';

const api = fakeApiForEachTest();
const TIPS = 'POST /api/ai/business-tips';

const FIVE_TIPS = [
  'Write down the one problem your store solves and for whom.',
  'Price three competitors before you set your own prices.',
  'Open a business bank account before your first sale.',
  'Collect e-mail addresses from day one.',
  'Plan your first 30 days of marketing before launch.',
];

async function renderWidget() {
  const user = userEvent.setup();
  await renderAtPath(<TipsWidget />, '/blog');
  const widget = within(screen.getByRole('region', { name: 'Get Personalized Business Tips' }));
  return {
    user,
    widget,
    businessType: widget.getByRole('combobox', { name: 'Business type' }),
    stage: widget.getByRole('combobox', { name: 'Business stage' }),
    choose: async () => {
      await user.selectOptions(widget.getByRole('combobox', { name: 'Business type' }), 'E-commerce & Online Store');
      await user.selectOptions(widget.getByRole('combobox', { name: 'Business stage' }), 'Idea Phase');
    },
  };
}

describe('the business tips widget', () => {
  it('offers the 25 business types and 5 stages, and its button waits for both', async () => {
    const { user, widget, businessType, stage } = await renderWidget();

    // Each select starts on its empty placeholder choice.
    expect(within(businessType).getAllByRole('option')).toHaveLength(26);
    expect(within(businessType).getByRole('option', { name: 'Import/Export Business' })).toBeInTheDocument();
    expect(
      within(stage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your stage', 'Idea Phase', 'Planning', 'Launch Preparation', 'Just Launched', 'Growing']);

    const button = widget.getByRole('button', { name: 'Get My Tips' });
    expect(button).toBeDisabled();
    await user.selectOptions(businessType, 'Beauty & Wellness');
    expect(button).toBeDisabled();
    await user.selectOptions(stage, 'Growing');
    expect(button).toBeEnabled();
    await user.selectOptions(businessType, '');
    expect(button).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });

  it("keeps its selects disabled in the server's HTML, where a choice would be lost", () => {
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <TipsWidget />
      </QueryClientProvider>,
    );
    expect(html.match(/<select[^>]*disabled/g)).toHaveLength(2);
  });

  it('says "Getting your tips..." while pending, then numbers the five tips', async () => {
    api.routes.set(TIPS, () => ({ status: 200, body: { data: { tips: FIVE_TIPS } }, delay: 200 }));
    const { user, widget, choose } = await renderWidget();
    await choose();

    await user.click(widget.getByRole('button', { name: 'Get My Tips' }));

    expect(await widget.findByRole('button', { name: 'Getting your tips...' })).toBeDisabled();
    const list = await widget.findByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FIVE_TIPS);
    expect(widget.getByRole('button', { name: 'Get My Tips' })).toBeEnabled();
    expect(api.callsTo(TIPS).map((call) => call.body)).toEqual([
      { businessType: 'E-commerce & Online Store', stage: 'Idea Phase' },
    ]);
  });

  it('shows the three fallback tips when the tips cannot be fetched', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.routes.set(TIPS, () => ({ status: 500, body: { statusCode: 500, message: 'Internal server error' } }));
    const { user, widget, choose } = await renderWidget();
    await choose();

    await user.click(widget.getByRole('button', { name: 'Get My Tips' }));

    const list = await widget.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Focus on understanding your target customer's main problem.",
      'Start with a minimum viable product to test your idea quickly.',
      'Build a simple website to establish your online presence.',
    ]);
    expect(logged).toHaveBeenCalled();
  });
});

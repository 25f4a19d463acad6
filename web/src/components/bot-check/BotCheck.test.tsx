import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { stubPayloadOf } from '../../test/altcha-widget-stub';
import { fakeApiForEachTest, TEST_BOT_CHALLENGE } from '../../test/fake-api';
import { renderAtPath } from '../../test/render';
import { useBotCheck, type BotCheckFields } from './BotCheck';

const api = fakeApiForEachTest();

/** A form of the bot check alone: shows what each submission would send. */
function ProbeForm() {
  const botCheck = useBotCheck();
  const [sent, setSent] = useState<BotCheckFields[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = await botCheck.proof();
    setSent((current) => [...current, fields]);
  };
  return (
    <form aria-label="Probe" onSubmit={(event) => void submit(event)}>
      <label>
        Name
        <input name="name" />
      </label>
      {botCheck.fields}
      <button type="submit">Send</button>
      <output aria-label="Sent">{JSON.stringify(sent)}</output>
    </form>
  );
}

const sent = () => JSON.parse(screen.getByRole('status', { name: 'Sent' }).textContent ?? '[]') as BotCheckFields[];
const widget = () => document.querySelector('altcha-widget');

describe('the anti-robot check of the forms', () => {
  it('solves the challenge of GET /api/bot-challenge, sends it once and fetches the next one', async () => {
    const second = { ...TEST_BOT_CHALLENGE, signature: 'second-signature' };
    let served = 0;
    api.routes.set('GET /api/bot-challenge', () => ({
      status: 200,
      body: { enabled: true, challenge: served++ === 0 ? TEST_BOT_CHALLENGE : second },
    }));
    await renderAtPath(<ProbeForm />);
    // Nothing while the page loads: the challenge and the widget come once the visitor starts on the form.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /api/bot-challenge')).toHaveLength(0);
    expect(widget()).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(api.callsTo('GET /api/bot-challenge')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toEqual([{ altcha: stubPayloadOf(TEST_BOT_CHALLENGE) }]));
    await waitFor(() => expect(widget()?.getAttribute('configuration')).toContain('second-signature'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()[1]).toEqual({ altcha: stubPayloadOf(second) }));
  });

  it('waits for the widget when the form is sent before the visitor started on it', async () => {
    await renderAtPath(<ProbeForm />);
    // Sent without a focus or a touch in the form first (as Safari sends with a click on the button).
    fireEvent.submit(screen.getByRole('form', { name: 'Probe' }));
    await waitFor(() => expect(sent()).toEqual([{ altcha: stubPayloadOf(TEST_BOT_CHALLENGE) }]));
  });

  it('keeps the honeypot out of sight and out of reach, and sends it when a robot fills it', async () => {
    await renderAtPath(<ProbeForm />);
    await userEvent.setup().click(screen.getByRole('textbox', { name: 'Name' }));
    await waitFor(() => expect(widget()).not.toBeNull());
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Name' })]);

    trap.value = 'https://spam.example';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()[0]).toMatchObject({ website: 'https://spam.example' }));
  });

  it('shows no widget and sends no payload when the deployment has the check off', async () => {
    api.routes.set('GET /api/bot-challenge', () => ({ status: 200, body: { enabled: false, challenge: null } }));
    await renderAtPath(<ProbeForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toEqual([{}]));
    expect(widget()).toBeNull();
  });
});

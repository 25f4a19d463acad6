import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { ChatReplyDto } from '../../../../api/generated/model';
import { dismissToast, Toaster } from '../../../../components/toast';
import { fakeApiForEachTest, type FakeAnswer } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { AssistantLauncher } from './AssistantLauncher';

const api = fakeApiForEachTest();
const CHAT = 'POST /api/ai/chat';

const GREETING_SUGGESTIONS = [
  'What services do you offer?',
  'How much does it cost to start an LLC?',
  'How long does it take to launch a business?',
];
const FALLBACK =
  "I'm sorry, I'm having trouble responding right now. Please try asking your question again or contact us directly for assistance.";

const REPLY: ChatReplyDto = {
  message: 'Forming an LLC with us covers the filing, your EIN and an operating agreement.',
  suggestions: ['What does the formation package include?', 'Do you work with international founders?'],
  serviceRecommendations: ['Business Formation & Legal Setup', 'International Business Services'],
};

const replying =
  (reply: ChatReplyDto = REPLY, delay = 0): (() => FakeAnswer) =>
  () => ({ status: 200, body: { data: reply }, delay });

// The conversation is kept for the tab (sessionStorage): each test starts a new one.
beforeEach(() => sessionStorage.clear());

afterEach(() => {
  act(() => dismissToast());
});

async function openAssistant() {
  const user = userEvent.setup();
  const { unmount } = await renderAtPath(
    <>
      <a href="/services">A link of the page</a>
      <AssistantLauncher />
      <Toaster />
    </>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const launcher = screen.getByRole('button', { name: 'Open AI Assistant' });
  expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await user.click(launcher);
  const panel = await screen.findByRole('dialog', { name: 'AI Assistant' });
  const field = within(panel).getByRole('textbox', { name: 'Your question' });
  return {
    user,
    unmount,
    panel: within(panel),
    field,
    conversation: () => within(within(panel).getByRole('list', { name: 'Conversation' })),
    sendButton: () => within(panel).getByRole('button', { name: 'Send message' }),
  };
}

describe('the AI assistant', () => {
  it('opens a panel titled "AI Assistant" that greets first with three suggestions, and Escape closes it', async () => {
    const { user, panel, field, conversation } = await openAssistant();

    expect(screen.queryByRole('button', { name: 'Open AI Assistant' })).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('placeholder', 'Ask about our services...');
    expect(conversation().getByText(/^Hi! I'm the Inspivision AI assistant/)).toBeInTheDocument();
    const suggestions = panel.getByRole('list', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(GREETING_SUGGESTIONS);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open AI Assistant' })).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('beside the page (wide screens) is a non-modal dialog the launcher controls', async () => {
    const { user, field } = await openAssistant();
    const dialog = screen.getByRole('dialog', { name: 'AI Assistant' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(screen.getByRole('link', { name: 'A link of the page' })).not.toHaveAttribute('inert');
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    const launcher = screen.getByRole('button', { name: 'Open AI Assistant' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveAttribute('aria-controls', dialog.id);
  });

  it('where it covers the page (narrow screens) is modal: the page behind inert, Tab kept inside, Escape back to the launcher', async () => {
    const narrow = jest.spyOn(window, 'matchMedia');
    narrow.mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 479.98px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { user, panel, field } = await openAssistant();
    const dialog = screen.getByRole('dialog', { name: 'AI Assistant' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const behind = screen.getByText('A link of the page');
    expect(behind).toHaveAttribute('inert');
    expect(dialog).not.toHaveAttribute('inert');
    await waitFor(() => expect(field).toHaveFocus());

    // The field is the last control while the send button waits for a question: Tab wraps to the first.
    await user.tab();
    expect(panel.getByRole('button', { name: 'Close AI Assistant' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(behind).not.toHaveAttribute('inert');
    const launcher = screen.getByRole('button', { name: 'Open AI Assistant' });
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it("is not in the server's HTML, where a click could not open it yet", () => {
    expect(renderToString(<AssistantLauncher />)).toBe('');
  });

  it('sends a clicked suggestion and shows the reply, its suggestions and the recommended services', async () => {
    api.routes.set(CHAT, replying());
    const { user, panel, conversation } = await openAssistant();

    await user.click(panel.getByRole('button', { name: 'How much does it cost to start an LLC?' }));

    expect(await conversation().findByText(REPLY.message)).toBeInTheDocument();
    expect(api.callsTo(CHAT).map((call) => call.body)).toEqual([{ message: 'How much does it cost to start an LLC?' }]);
    expect(conversation().getByText('How much does it cost to start an LLC?')).toBeInTheDocument();
    const recommended = conversation().getByRole('list', { name: 'Recommended services' });
    expect(
      within(recommended)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(REPLY.serviceRecommendations);
    for (const link of within(recommended).getAllByRole('link')) expect(link).toHaveAttribute('href', '/services');
    const suggestions = panel.getByRole('list', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(REPLY.suggestions);
    expect(panel.getByRole('status')).toHaveTextContent(REPLY.message);

    // Closing keeps the conversation.
    await user.click(panel.getByRole('button', { name: 'Close AI Assistant' }));
    await user.click(screen.getByRole('button', { name: 'Open AI Assistant' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'AI Assistant' }));
    expect(within(reopened.getByRole('list', { name: 'Conversation' })).getByText(REPLY.message)).toBeInTheDocument();
  });

  it('links the pages a reply points to', async () => {
    api.routes.set(
      CHAT,
      replying({ message: 'Book a free call at /consultation.', suggestions: [], serviceRecommendations: [] }),
    );
    const { user, field, conversation } = await openAssistant();

    await user.type(field, 'I want to book a call{Enter}');

    expect(await conversation().findByRole('link', { name: '/consultation' })).toHaveAttribute('href', '/consultation');
  });

  it('sends with Enter, with the conversation so far, and never sends a blank message', async () => {
    api.routes.set(CHAT, replying());
    const { user, field, sendButton, conversation } = await openAssistant();

    await user.type(field, '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.callsTo(CHAT)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '  Do you help nonprofits?  {Enter}');
    expect(await conversation().findByText(REPLY.message)).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.type(field, 'What would it cost?{Enter}');
    await waitFor(() => expect(api.callsTo(CHAT)).toHaveLength(2));
    // The greeting is the widget's own: only the visitor's messages and the API's replies go back.
    expect(api.callsTo(CHAT).map((call) => call.body)).toEqual([
      { message: 'Do you help nonprofits?' },
      {
        message: 'What would it cost?',
        history: [
          { role: 'user', content: 'Do you help nonprofits?' },
          { role: 'assistant', content: REPLY.message },
        ],
      },
    ]);
  });

  it('keeps the conversation for the tab: after a reload it shows the earlier turns and sends them as history', async () => {
    api.routes.set(CHAT, replying());
    const before = await openAssistant();
    await before.user.type(before.field, 'Do you help nonprofits?{Enter}');
    expect(await before.conversation().findByText(REPLY.message)).toBeInTheDocument();
    before.unmount();

    const { user, panel, field, conversation } = await openAssistant();

    expect(conversation().getByText(/^Hi! I'm the Inspivision AI assistant/)).toBeInTheDocument();
    expect(conversation().getByText('Do you help nonprofits?')).toBeInTheDocument();
    expect(conversation().getByText(REPLY.message)).toBeInTheDocument();
    expect(
      within(conversation().getByRole('list', { name: 'Recommended services' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(REPLY.serviceRecommendations);
    expect(
      within(panel.getByRole('list', { name: 'Suggested questions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(REPLY.suggestions);

    await user.type(field, 'What would it cost?{Enter}');
    await waitFor(() => expect(api.callsTo(CHAT)).toHaveLength(2));
    expect(api.callsTo(CHAT)[1]!.body).toEqual({
      message: 'What would it cost?',
      history: [
        { role: 'user', content: 'Do you help nonprofits?' },
        { role: 'assistant', content: REPLY.message },
      ],
    });
  });

  it('still chats when the browser blocks storage', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    api.routes.set(CHAT, replying());
    const { user, field, conversation } = await openAssistant();

    await user.type(field, 'Do you help nonprofits?{Enter}');

    expect(await conversation().findByText(REPLY.message)).toBeInTheDocument();
  });

  it('disables the field and the send button and shows a typing indicator while the reply is pending', async () => {
    api.routes.set(CHAT, replying(REPLY, 300));
    const { user, panel, field, sendButton, conversation } = await openAssistant();

    await user.type(field, 'How long does it take?{Enter}');

    expect(await conversation().findByText('AI Assistant is typing...')).toBeInTheDocument();
    expect(field).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(panel.queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();

    expect(await conversation().findByText(REPLY.message)).toBeInTheDocument();
    expect(conversation().queryByText('AI Assistant is typing...')).not.toBeInTheDocument();
    expect(field).toBeEnabled();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('answers with the fallback message when the assistant fails, and does not send it back as history', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.routes.set(CHAT, () => ({ status: 500, body: { statusCode: 500, message: 'Internal server error' } }));
    const { user, panel, field, conversation } = await openAssistant();

    await user.type(field, 'Hello?{Enter}');

    expect(await conversation().findByText(FALLBACK)).toBeInTheDocument();
    expect(panel.getByRole('status')).toHaveTextContent(FALLBACK);
    expect(logged).toHaveBeenCalled();
    expect(field).toBeEnabled();

    api.routes.set(CHAT, replying());
    await user.type(field, 'Hello again{Enter}');
    expect(await conversation().findByText(REPLY.message)).toBeInTheDocument();
    expect(api.callsTo(CHAT)[1]!.body).toEqual({
      message: 'Hello again',
      history: [{ role: 'user', content: 'Hello?' }],
    });
  });

  it('says when to try again after too many messages', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.routes.set(CHAT, () => ({
      status: 429,
      body: { statusCode: 429, message: 'Too many messages. Please wait a minute and try again.' },
    }));
    const { user, field, conversation } = await openAssistant();

    await user.type(field, 'Hello?{Enter}');

    expect(
      await conversation().findByText('Too many messages. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });
});

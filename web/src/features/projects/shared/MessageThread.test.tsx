import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostProjectMessageDto, ProjectMessageDto } from '../../../api/generated/model';
import { browserNavigation } from '../../../lib/browser-navigation';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeMessage, makePortalDocument, pageOf, PROJECT_ID } from '../portal/project-test-data';
import { MessageThread } from './MessageThread';

const api = fakeApiForEachTest();

const MESSAGES = `/api/portal/projects/${PROJECT_ID}/messages`;
const READ = `POST ${MESSAGES}/read`;
const POST = `POST ${MESSAGES}`;
const UPLOAD = `POST /api/portal/projects/${PROJECT_ID}/documents`;

const staffMessage = makeMessage();
const myMessage = makeMessage({
  id: 'f1000000-0000-4000-8000-000000000002',
  body: 'Thank you!\nI will look tonight.',
  senderRole: 'customer',
  senderName: 'Ana Lopez',
  mine: true,
  readAt: '2026-03-06T16:00:00.000Z',
  createdAt: '2026-03-06T15:10:00.000Z',
});

let messages: ProjectMessageDto[];

beforeEach(() => {
  // Newest first, as the API pages them.
  messages = [myMessage, staffMessage];
  api.routes.set(`GET ${MESSAGES}`, () => ({ status: 200, body: pageOf(messages, 1, 30) }));
  api.routes.set(READ, () => ({ status: 200, body: { markedRead: 1 } }));
  api.routes.set(POST, (body) => {
    const sent = body as PostProjectMessageDto;
    return {
      status: 201,
      body: makeMessage({
        id: 'f1000000-0000-4000-8000-000000000003',
        body: sent.body,
        senderRole: 'customer',
        senderName: 'Ana Lopez',
        mine: true,
        attachment: sent.attachmentId
          ? { id: sent.attachmentId, originalName: 'logo.png', sizeBytes: 2048, mimeType: 'image/png' }
          : null,
        createdAt: '2026-03-06T15:20:00.000Z',
      }),
    };
  });
});

async function renderThread() {
  const rendered = await renderAtPath(<MessageThread projectId={PROJECT_ID} audience="portal" />);
  await screen.findByText('Hello Ana, the mock-ups are ready.');
  return rendered;
}

const textbox = () => screen.getByRole('textbox', { name: 'Your message' });
const shownMessages = () =>
  within(screen.getByRole('log', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.project-thread__body')?.textContent);

describe('MessageThread', () => {
  it('shows the thread oldest first (newest at the bottom) with who sent each message, and marks it read', async () => {
    await renderThread();
    const items = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(shownMessages()).toEqual(['Hello Ana, the mock-ups are ready.', 'Thank you!\nI will look tonight.']);
    expect(within(items[0]!).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Inspivision')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/2026/).tagName).toBe('TIME');
    expect(within(items[1]!).getByText('You')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Read')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(READ)).toHaveLength(1));
  });

  it('does not mark anything read when every message of the other side already is', async () => {
    messages = [myMessage, { ...staffMessage, readAt: '2026-03-06T15:06:00.000Z' }];
    await renderThread();
    // The list answered; give the effect a chance to (wrongly) send the receipt.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(READ)).toHaveLength(0);
  });

  it('counts the characters (0 / 2,000) and stops at 2,000: the 2,001st is not typed', async () => {
    const user = userEvent.setup();
    await renderThread();
    expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument();
    expect(textbox()).toHaveAttribute('maxLength', '2000');
    await user.type(textbox(), 'Hi');
    expect(screen.getByText('2 / 2,000 characters')).toBeInTheDocument();

    await user.clear(textbox());
    await user.click(textbox());
    await user.paste('x'.repeat(2001));
    expect(textbox()).toHaveValue('x'.repeat(2000));
    expect(screen.getByText('2,000 / 2,000 characters')).toBeInTheDocument();
    expect(screen.getByText('You have reached the 2,000-character limit.')).toBeInTheDocument();
  });

  it('sends with the button: the message is appended at the bottom, the box empties and keeps the focus', async () => {
    const user = userEvent.setup();
    await renderThread();
    await user.type(textbox(), '  Looks great, go ahead.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(shownMessages()).toHaveLength(3));
    expect(shownMessages()[2]).toBe('Looks great, go ahead.');
    expect(api.callsTo(POST).map((call) => call.body)).toEqual([{ body: 'Looks great, go ahead.' }]);
    expect(textbox()).toHaveValue('');
    expect(textbox()).toHaveFocus();
    expect(screen.getByText('Message sent.')).toBeInTheDocument();
  });

  it('sends with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    await renderThread();
    await user.type(textbox(), 'Quick question');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    expect(await screen.findByText('Quick question')).toBeInTheDocument();
  });

  it('refuses an empty message without calling the API, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    await renderThread();
    await user.type(textbox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message before sending it.');
    expect(textbox()).toHaveFocus();
    expect(api.callsTo(POST)).toHaveLength(0);

    api.routes.set(POST, () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Validation failed',
        errors: [{ field: 'body', message: 'body must be at most 2000 characters' }],
      },
    }));
    await user.clear(textbox());
    await user.type(textbox(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('body must be at most 2000 characters');
    // Nothing is lost: the text stays to be fixed.
    expect(textbox()).toHaveValue('Hello');
  });

  it('attaches a file: uploads it as a document first, then sends the message with its id', async () => {
    const user = userEvent.setup();
    const uploaded = makePortalDocument({
      id: 'd1000000-0000-4000-8000-000000000009',
      originalName: 'logo.png',
      mine: true,
      uploaderRole: 'customer',
    });
    api.routes.set(UPLOAD, () => ({ status: 201, body: uploaded }));
    api.routes.set(`GET /api/portal/projects/${PROJECT_ID}/documents`, () => ({ status: 200, body: pageOf([]) }));
    await renderThread();

    await user.upload(screen.getByLabelText('Attach a file'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByText('logo.png (3 bytes)')).toBeInTheDocument();
    await user.type(textbox(), 'Our logo');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    expect(api.callsTo(UPLOAD)).toHaveLength(1);
    expect(api.callsTo(POST)[0]!.body).toEqual({ body: 'Our logo', attachmentId: uploaded.id });
    expect(await screen.findByRole('button', { name: 'Download logo.png (2 KB)' })).toBeInTheDocument();
  });

  it('downloads an attachment through its signed link', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    messages = [
      makeMessage({
        attachment: {
          id: 'd1000000-0000-4000-8000-000000000001',
          originalName: 'mock.pdf',
          sizeBytes: 10,
          mimeType: 'application/pdf',
        },
      }),
    ];
    api.routes.set(
      `GET /api/portal/projects/${PROJECT_ID}/documents/d1000000-0000-4000-8000-000000000001/download`,
      () => ({
        status: 200,
        body: { url: 'http://127.0.0.1/files/signed?sig=abc', expiresAt: '2026-03-06T15:10:00.000Z' },
      }),
    );
    await renderThread();
    await user.click(screen.getByRole('button', { name: 'Download mock.pdf (10 bytes)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/files/signed?sig=abc'));
  });
});

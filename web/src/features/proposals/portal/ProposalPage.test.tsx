import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcceptProposalDto, PortalProposalDto } from '../../../api/generated/model';
import { browserNavigation } from '../../../lib/browser-navigation';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { ProposalPage } from './ProposalPage';
import {
  CONSENT_TEXT,
  DOCUMENT_SHA256,
  INTENT_TEXT,
  makeAcceptedProposal,
  makePortalProposal,
  NEWER_PROPOSAL_ID,
  PROPOSAL_ID,
} from './proposal-test-data';

/**
 * jsdom has no canvas: a stand-in for react-signature-canvas with the same methods. A mouse press and release
 * on it "draws" (onEnd), and its trimmed canvas encodes to a fixed PNG data URL.
 */
jest.mock('react-signature-canvas', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  class FakeSignatureCanvas extends React.Component<{
    onEnd?: () => void;
    canvasProps?: Record<string, unknown>;
  }> {
    empty = true;
    isEmpty = () => this.empty;
    clear = () => {
      this.empty = true;
    };
    on = () => {};
    off = () => {};
    toData = () => [];
    fromData = () => {};
    getCanvas = () => document.createElement('canvas');
    getTrimmedCanvas = () => ({
      width: 320,
      height: 90,
      toDataURL: () =>
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    });
    override render() {
      return React.createElement('canvas', {
        ...this.props.canvasProps,
        onMouseUp: () => {
          this.empty = false;
          this.props.onEnd?.();
        },
      });
    }
  }
  return { __esModule: true, default: FakeSignatureCanvas };
});

const DRAWN_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const api = fakeApiForEachTest();

const PROPOSAL_PATH = `GET /api/portal/proposals/${PROPOSAL_ID}`;
const ACCEPT_PATH = `POST /api/portal/proposals/${PROPOSAL_ID}/accept`;
const DECLINE_PATH = `POST /api/portal/proposals/${PROPOSAL_ID}/decline`;
const PAY_URL = 'http://localhost:3000/pay-invoice/ZGVwb3NpdGludm9pY2VwdWI';

let proposal: PortalProposalDto;

beforeEach(() => {
  proposal = makePortalProposal();
  api.routes.set(PROPOSAL_PATH, () => ({ status: 200, body: proposal }));
});

async function renderProposal() {
  const rendered = await renderAtPath(<ProposalPage proposalId={PROPOSAL_ID} />, `/portal/proposals/${PROPOSAL_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Company formation and website' });
  return rendered;
}

/** Opens the signing step. */
async function startSigning(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Accept and sign' }));
  return within(screen.getByRole('form', { name: 'Sign and accept' }));
}

function acceptAnswers(status = 200) {
  api.routes.set(ACCEPT_PATH, () => ({
    status,
    delay: 100,
    body: {
      proposal: makeAcceptedProposal({ sealed: false }),
      projectId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      invoiceId: '6b5c4d3e-2f10-4b8a-9c7d-5e4f3a2b1c0d',
      payUrl: PAY_URL,
    },
  }));
}

const acceptBody = () => api.callsTo(ACCEPT_PATH)[0]?.body as AcceptProposalDto | undefined;

describe('/portal/proposals/:id', () => {
  it('shows a skeleton, then the proposal through the shared document, its PDF and the answer buttons', async () => {
    await renderAtPath(<ProposalPage proposalId={PROPOSAL_ID} />, `/portal/proposals/${PROPOSAL_ID}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the proposal...');
    const document = await screen.findByRole('article', { name: 'Company formation and website' });
    expect(within(document).getByText('Proposal · version 1')).toBeInTheDocument();
    expect(within(document).getByText('Ana Lopez')).toBeInTheDocument();
    // issuedAt is the date it was sent.
    expect(within(document).getByText('Issued').nextSibling).toHaveTextContent('March 2, 2026');
    expect(within(document).getByRole('table', { name: 'Items of the proposal Company formation and website' }));
    expect(within(document).getByText('Deposit at acceptance (50%)').nextSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/portal/proposals/${PROPOSAL_ID}/pdf`,
    );
    expect(screen.queryByRole('link', { name: 'Download the signed PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('says "not found" for a proposal the API does not show this client (another customer’s: 404)', async () => {
    api.routes.set(PROPOSAL_PATH, () => ({
      status: 404,
      body: { statusCode: 404, code: 'PROPOSAL_NOT_FOUND', message: 'Proposal not found' },
    }));
    await renderAtPath(<ProposalPage proposalId={PROPOSAL_ID} />, `/portal/proposals/${PROPOSAL_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this proposal" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your proposals' })).toHaveAttribute('href', '/portal/proposals');
    expect(screen.queryByRole('button', { name: 'Accept and sign' })).not.toBeInTheDocument();
  });

  it('requires the full name, a signature, and both statements (shown verbatim) before sending anything', async () => {
    const user = userEvent.setup();
    acceptAnswers();
    await renderProposal();
    const form = await startSigning(user);
    expect(screen.getByRole('heading', { name: 'Sign and accept' })).toHaveFocus();
    expect(form.getByRole('checkbox', { name: CONSENT_TEXT })).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: INTENT_TEXT })).not.toBeChecked();

    await user.click(form.getByRole('button', { name: 'Accept and sign' }));
    expect(form.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(/Type your full name/);
    expect(form.getByText('Draw your signature in the box, or choose “Type my name instead of drawing”')).toBeVisible();
    expect(form.getByRole('checkbox', { name: CONSENT_TEXT })).toHaveAccessibleDescription(
      'Tick this box to sign electronically',
    );
    expect(form.getByRole('checkbox', { name: INTENT_TEXT })).toHaveAccessibleDescription(
      'Tick this box to confirm that you mean to sign',
    );

    // Name and drawing, but the intent statement left unticked: still nothing sent.
    await user.type(form.getByRole('textbox', { name: 'Full name' }), 'Ana María Lopez');
    fireEvent.mouseUp(form.getByRole('img', { name: 'Signature pad: draw your signature here' }));
    await user.click(form.getByRole('checkbox', { name: CONSENT_TEXT }));
    await user.click(form.getByRole('button', { name: 'Accept and sign' }));
    expect(form.getByRole('checkbox', { name: INTENT_TEXT })).toHaveFocus();
    expect(api.callsTo(ACCEPT_PATH)).toHaveLength(0);
  });

  it('signs with the keyboard alone: the typed name only sends signaturePng null, then goes to the pay page', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    acceptAnswers();
    await renderProposal();
    screen.getByRole('button', { name: 'Accept and sign' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Sign and accept' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await user.keyboard('Ana María Lopez');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Draw my signature' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Draw my signature' })).toHaveAccessibleDescription(
      /To sign with the keyboard, choose “Type my name instead of drawing”/,
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Type my name instead of drawing' })).toBeChecked();
    // Announced, and the pad is gone: nothing left that only a pointer can do.
    expect(screen.getByText('You sign with your typed full name only: no drawing is needed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Signature pad/ })).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Pay the deposit ($1,000.00)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pay the whole amount ($2,000.00)' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: CONSENT_TEXT })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: INTENT_TEXT })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept and sign' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_URL));
    expect(acceptBody()).toEqual({
      signerName: 'Ana María Lopez',
      signaturePng: null,
      consentToElectronicRecords: true,
      intentToSign: true,
      paymentChoice: 'full',
      documentSha256: DOCUMENT_SHA256,
    });
    expect(await screen.findByText('You accepted and signed this proposal')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Taking you to your invoice to pay');
  });

  it('sends the drawn signature as a PNG data URL; Clear starts it again', async () => {
    jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    acceptAnswers();
    await renderProposal();
    const form = await startSigning(user);
    await user.type(form.getByRole('textbox', { name: 'Full name' }), 'Ana Lopez');
    const pad = form.getByRole('img', { name: 'Signature pad: draw your signature here' });
    fireEvent.mouseUp(pad);
    expect(await screen.findByText('Signature drawn.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Clear the signature' }));
    expect(screen.getByText('Signature cleared.')).toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: CONSENT_TEXT }));
    await user.click(form.getByRole('checkbox', { name: INTENT_TEXT }));
    await user.click(form.getByRole('button', { name: 'Accept and sign' }));
    expect(form.getByText('Draw your signature in the box, or choose “Type my name instead of drawing”')).toBeVisible();
    expect(api.callsTo(ACCEPT_PATH)).toHaveLength(0);

    fireEvent.mouseUp(pad);
    await user.click(form.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(acceptBody()).toBeDefined());
    expect(acceptBody()).toMatchObject({ signerName: 'Ana Lopez', signaturePng: DRAWN_PNG, paymentChoice: 'deposit' });
  });

  it('offers only the deposit when the whole amount may not be paid at acceptance', async () => {
    jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    proposal = makePortalProposal({ totals: { ...makePortalProposal().totals, allowFullPayment: false } });
    const user = userEvent.setup();
    acceptAnswers();
    await renderProposal();
    const form = await startSigning(user);
    expect(form.queryByRole('radio', { name: /Pay the whole amount/ })).not.toBeInTheDocument();
    expect(form.queryByRole('radio', { name: /Pay the deposit/ })).not.toBeInTheDocument();
    expect(
      form.getByText(
        'You pay the deposit ($1,000.00) when you accept, and the balance of $1,000.00 when the project is complete.',
      ),
    ).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Full name' }), 'Ana Lopez');
    await user.click(form.getByRole('radio', { name: 'Type my name instead of drawing' }));
    await user.click(form.getByRole('checkbox', { name: CONSENT_TEXT }));
    await user.click(form.getByRole('checkbox', { name: INTENT_TEXT }));
    await user.click(form.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(acceptBody()).toBeDefined());
    expect(acceptBody()?.paymentChoice).toBe('deposit');
  });

  it('sends one acceptance however often the button is pressed', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    acceptAnswers();
    await renderProposal();
    const form = await startSigning(user);
    await user.type(form.getByRole('textbox', { name: 'Full name' }), 'Ana Lopez');
    await user.click(form.getByRole('radio', { name: 'Type my name instead of drawing' }));
    await user.click(form.getByRole('checkbox', { name: CONSENT_TEXT }));
    await user.click(form.getByRole('checkbox', { name: INTENT_TEXT }));
    const submit = form.getByRole('button', { name: 'Accept and sign' });
    await user.dblClick(submit);
    fireEvent.submit(screen.getByRole('form', { name: 'Sign and accept' }));
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Signing...');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.callsTo(ACCEPT_PATH)).toHaveLength(1);
  });

  it("shows the server's message on a 409 and shows the proposal as it is now", async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    const message = 'This proposal expired on March 31, 2026: it can no longer be signed.';
    api.routes.set(ACCEPT_PATH, () => {
      proposal = makePortalProposal({ status: 'expired' });
      return { status: 409, body: { statusCode: 409, code: 'PROPOSAL_NOT_SIGNABLE', message } };
    });
    await renderProposal();
    const form = await startSigning(user);
    await user.type(form.getByRole('textbox', { name: 'Full name' }), 'Ana Lopez');
    await user.click(form.getByRole('radio', { name: 'Type my name instead of drawing' }));
    await user.click(form.getByRole('checkbox', { name: CONSENT_TEXT }));
    await user.click(form.getByRole('checkbox', { name: INTENT_TEXT }));
    await user.click(form.getByRole('button', { name: 'Accept and sign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findByText('This proposal expired on March 31, 2099')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign and accept' })).not.toBeInTheDocument();
    expect(api.callsTo(PROPOSAL_PATH)).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });

  it('declines only with a reason, in a dialog that keeps focus, then shows the declined banner', async () => {
    const user = userEvent.setup();
    api.routes.set(DECLINE_PATH, (body) => ({
      status: 200,
      body: makePortalProposal({ status: 'declined', declineReason: (body as { reason: string }).reason }),
    }));
    await renderProposal();
    const decline = screen.getByRole('button', { name: 'Decline' });

    // Escape closes it, and focus comes back to the button.
    await user.click(decline);
    expect(screen.getByRole('dialog', { name: 'Decline this proposal?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(decline).toHaveFocus();

    await user.click(decline);
    const dialog = within(screen.getByRole('dialog', { name: 'Decline this proposal?' }));
    const reason = dialog.getByRole('textbox', { name: 'Why are you declining?' });
    expect(reason).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Decline the proposal' }));
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(/Tell us why you are declining/);
    expect(api.callsTo(DECLINE_PATH)).toHaveLength(0);

    // Tab stays inside the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.type(reason, 'The budget moved to next year.');
    await user.click(dialog.getByRole('button', { name: 'Decline the proposal' }));
    expect(await screen.findByText('You declined this proposal')).toHaveFocus();
    expect(api.callsTo(DECLINE_PATH)[0]?.body).toEqual({ reason: 'The budget moved to next year.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The budget moved to next year.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and sign' })).not.toBeInTheDocument();
  });

  it('shows an accepted proposal with its signature, the pay link while unpaid and the signed PDF', async () => {
    proposal = makeAcceptedProposal();
    await renderProposal();
    expect(screen.getByText('You accepted and signed this proposal')).toBeInTheDocument();
    const signature = within(screen.getByText('Signed by').closest('dl')!);
    expect(signature.getByText('Ana María Lopez (ana@example.test)')).toBeInTheDocument();
    expect(signature.getByText('March 4, 2026 at 12:30 PM EST')).toBeInTheDocument();
    expect(signature.getByText('Drawn, with your typed name')).toBeInTheDocument();
    expect(signature.getByText(DOCUMENT_SHA256)).toBeInTheDocument();
    expect(screen.getByText('You chose to pay the deposit ($1,000.00) now.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pay $1,000.00 now' })).toHaveAttribute('href', PAY_URL);
    expect(screen.getByRole('link', { name: 'Download the signed PDF' })).toHaveAttribute(
      'href',
      `/api/portal/proposals/${PROPOSAL_ID}/sealed-pdf`,
    );
    expect(screen.queryByRole('button', { name: 'Accept and sign' })).not.toBeInTheDocument();
  });

  it('says the invoice is paid instead of offering to pay it again', async () => {
    proposal = makeAcceptedProposal();
    proposal.invoice = { ...proposal.invoice!, status: 'paid', amountDueCents: 0, paid: true };
    await renderProposal();
    expect(await screen.findByText('Invoice INV-2026-0042 is paid. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('links a replaced version to the new one, and explains an expired one', async () => {
    proposal = makePortalProposal({ status: 'superseded', supersededById: NEWER_PROPOSAL_ID });
    await renderProposal();
    expect(screen.getByText('This version was replaced by a newer one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the new version' })).toHaveAttribute(
      'href',
      `/portal/proposals/${NEWER_PROPOSAL_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept and sign' })).not.toBeInTheDocument();
  });

  it('shows an expired proposal as expired, without the answer buttons', async () => {
    proposal = makePortalProposal({ status: 'expired', validUntil: '2026-03-31T23:59:59.000Z' });
    await renderProposal();
    expect(screen.getByText('This proposal expired on March 31, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});

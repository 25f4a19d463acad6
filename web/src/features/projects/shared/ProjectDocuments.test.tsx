import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProjectDocumentDto, PortalProjectDocumentDto } from '../../../api/generated/model';
import { browserNavigation } from '../../../lib/browser-navigation';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeAdminDocument, makePortalDocument, pageOf, PROJECT_ID } from '../portal/project-test-data';
import { ProjectDocuments } from './ProjectDocuments';

const api = fakeApiForEachTest();

const PORTAL = `/api/portal/projects/${PROJECT_ID}/documents`;
const ADMIN = `/api/admin/projects/${PROJECT_ID}/documents`;

const mockUps = makePortalDocument();
const contract = makePortalDocument({
  id: 'd1000000-0000-4000-8000-000000000002',
  originalName: 'Contract.pdf',
  sizeBytes: 52_000,
  canDownload: false,
  notes: null,
});

let documents: PortalProjectDocumentDto[];
/** A document's name (the buttons repeat it for screen readers). */
const NAME = { selector: '.project-docs__name' };

beforeEach(() => {
  documents = [mockUps, contract];
  api.routes.set(`GET ${PORTAL}`, () => ({ status: 200, body: pageOf(documents) }));
});

async function renderPortal() {
  const rendered = await renderAtPath(<ProjectDocuments projectId={PROJECT_ID} audience="portal" />);
  await screen.findByText('Design mock-ups.pdf', NAME);
  return rendered;
}

const item = (name: string) => screen.getByText(name, NAME).closest('li')!;
const pdf = (name: string, bytes = 'x') => new File([bytes], name, { type: 'application/pdf' });

describe('ProjectDocuments for the client', () => {
  it('lists what the API shows them, and drops a document staff hid once the list is fetched again', async () => {
    const { queryClient } = await renderPortal();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(item('Design mock-ups.pdf')).getByText(/1\.4 MB · shared by Inspivision on/)).toBeInTheDocument();
    expect(within(item('Design mock-ups.pdf')).getByText('The first version: tell us what you think.')).toBeVisible();

    // Staff hid the contract: the API no longer lists it, and a live update fetches the list again.
    documents = [mockUps];
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByText('Contract.pdf', NAME)).not.toBeInTheDocument());
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers Download only when the client may: "view only" otherwise', async () => {
    await renderPortal();
    expect(
      within(item('Design mock-ups.pdf')).getByRole('button', { name: 'Download Design mock-ups.pdf' }),
    ).toBeInTheDocument();
    expect(within(item('Contract.pdf')).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(item('Contract.pdf')).getByText('View only: ask us if you need a copy.')).toBeInTheDocument();
  });

  it('downloads through the signed link the API gives', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    api.routes.set(`GET ${PORTAL}/${mockUps.id}/download`, () => ({
      status: 200,
      body: { url: 'http://127.0.0.1/files/mock-ups?sig=abc', expiresAt: '2026-03-06T15:10:00.000Z' },
    }));
    await renderPortal();
    await user.click(screen.getByRole('button', { name: 'Download Design mock-ups.pdf' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/files/mock-ups?sig=abc'));
  });

  it('uploads a chosen file with its note, then lists it', async () => {
    const user = userEvent.setup();
    const uploaded = makePortalDocument({
      id: 'd1000000-0000-4000-8000-000000000003',
      originalName: 'brief.pdf',
      mine: true,
      uploaderRole: 'customer',
      notes: 'Our brief',
    });
    api.routes.set(`POST ${PORTAL}`, () => {
      documents = [uploaded, ...documents];
      return { status: 201, body: uploaded };
    });
    await renderPortal();
    await user.upload(screen.getByLabelText('Choose a file to upload'), pdf('brief.pdf'));
    expect(screen.getByText('Selected: brief.pdf (1 byte)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Our brief');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('brief.pdf', NAME)).toBeInTheDocument();
    expect(within(item('brief.pdf')).getByText(/shared by you on/)).toBeInTheDocument();
    const [call] = api.callsTo(`POST ${PORTAL}`);
    expect(String(call!.body)).toContain('name="file"; filename="brief.pdf"');
    expect(String(call!.body)).toContain('Our brief');
  });

  it('shows the server’s refusal of a file too large (413) in an alert', async () => {
    const user = userEvent.setup();
    api.routes.set(`POST ${PORTAL}`, () => ({
      status: 413,
      body: { statusCode: 413, message: 'This file is too large: at most 10 MB.' },
    }));
    await renderPortal();
    await user.upload(screen.getByLabelText('Choose a file to upload'), pdf('scan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is too large: at most 10 MB.');
  });

  it('takes a file dropped on the drop zone', async () => {
    await renderPortal();
    const zone = screen.getByText(/Or drop it here/).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf', 'abc')] } });
    expect(screen.getByText('Selected: dropped.pdf (3 bytes)')).toBeInTheDocument();
  });

  it('refuses a file over 25 MB before sending it', async () => {
    const user = userEvent.setup();
    await renderPortal();
    const huge = pdf('video.pdf');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Choose a file to upload'), huge);
    expect(screen.getByRole('alert')).toHaveTextContent('“video.pdf” is 26 MB: files can be at most 25 MB.');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file to upload first.');
    expect(api.callsTo(`POST ${PORTAL}`)).toHaveLength(0);
  });
});

describe('ProjectDocuments for staff', () => {
  let adminDocuments: AdminProjectDocumentDto[];

  beforeEach(() => {
    adminDocuments = [
      makeAdminDocument(),
      makeAdminDocument({
        id: 'd1000000-0000-4000-8000-000000000004',
        originalName: 'virus.pdf',
        scanStatus: 'infected',
        mine: false,
        uploaderRole: 'customer',
        uploaderName: 'Ana Lopez',
      }),
    ];
    api.routes.set(`GET ${ADMIN}`, () => ({ status: 200, body: pageOf(adminDocuments) }));
  });

  it('shows each scan, who uploaded it, and changes what the client may do with it', async () => {
    const user = userEvent.setup();
    api.routes.set(`PATCH ${ADMIN}/${adminDocuments[0]!.id}`, (body) => {
      adminDocuments[0] = { ...adminDocuments[0]!, ...(body as object) };
      return { status: 200, body: adminDocuments[0] };
    });
    await renderAtPath(<ProjectDocuments projectId={PROJECT_ID} audience="admin" />);
    await screen.findByText('Design mock-ups.pdf', NAME);
    expect(within(item('virus.pdf')).getByText('Scan: infected, file removed')).toBeInTheDocument();
    expect(within(item('virus.pdf')).getByText(/shared by Ana Lopez \(client\)/)).toBeInTheDocument();
    expect(within(item('virus.pdf')).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();

    const visible = screen.getByRole('checkbox', { name: 'Visible to the client (Design mock-ups.pdf)' });
    expect(visible).toBeChecked();
    await user.click(visible);
    await waitFor(() => expect(visible).not.toBeChecked());
    expect(api.callsTo(`PATCH ${ADMIN}/${adminDocuments[0]!.id}`).map((call) => call.body)).toEqual([
      { isVisible: false },
    ]);
  });
});

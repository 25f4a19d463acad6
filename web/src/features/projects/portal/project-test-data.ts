import type {
  AdminProjectDocumentDto,
  PortalProjectDetailDto,
  PortalProjectDocumentDto,
  ProjectMessageDto,
} from '../../../api/generated/model';

export const PROJECT_ID = '5d1c7e2a-4b3f-4a9e-8c6d-1f2e3a4b5c6d';
export const PROPOSAL_ID = '3f0c2a4e-6b1d-4c8e-9a7f-5d2e1b0c9a8d';

/** A project as GET /api/portal/projects/{id} answers it: active, step 2 of 4, two open onboarding tasks. */
export function makePortalProject(overrides: Partial<PortalProjectDetailDto> = {}): PortalProjectDetailDto {
  return {
    id: PROJECT_ID,
    title: 'Website for Lopez Bakery',
    description: 'A five-page website with online ordering.',
    status: 'active',
    totalCents: 400000,
    depositCents: 200000,
    balanceCents: 200000,
    currency: 'USD',
    activatedAt: '2026-03-03T15:00:00.000Z',
    createdAt: '2026-03-02T15:00:00.000Z',
    payUrl: null,
    stepsDone: 1,
    stepsTotal: 4,
    currentStep: 'Design',
    openTasks: 2,
    unreadMessages: 0,
    steps: [
      {
        id: 'a1000000-0000-4000-8000-000000000001',
        title: 'Kick-off',
        details: 'We met and agreed on the plan.',
        isDone: true,
        completedAt: '2026-03-05T15:00:00.000Z',
        state: 'done',
      },
      {
        id: 'a1000000-0000-4000-8000-000000000002',
        title: 'Design',
        details: null,
        isDone: false,
        completedAt: null,
        state: 'current',
      },
      {
        id: 'a1000000-0000-4000-8000-000000000003',
        title: 'Build',
        details: null,
        isDone: false,
        completedAt: null,
        state: 'next',
      },
      {
        id: 'a1000000-0000-4000-8000-000000000004',
        title: 'Launch',
        details: null,
        isDone: false,
        completedAt: null,
        state: 'next',
      },
    ],
    tasks: [
      {
        id: 'b1000000-0000-4000-8000-000000000001',
        title: 'Pay the deposit',
        details: null,
        isDone: true,
        completedAt: '2026-03-03T15:00:00.000Z',
        questionnaireKind: null,
        questionnaireStatus: null,
      },
      {
        id: 'b1000000-0000-4000-8000-000000000002',
        title: 'Share your materials',
        details: 'Your logo, photos and texts.',
        isDone: false,
        completedAt: null,
        questionnaireKind: null,
        questionnaireStatus: null,
      },
      {
        id: 'b1000000-0000-4000-8000-000000000003',
        title: 'Fill in the website questionnaire',
        details: null,
        isDone: false,
        completedAt: null,
        questionnaireKind: 'website',
        questionnaireStatus: 'draft',
      },
    ],
    invoices: [
      {
        id: 'c1000000-0000-4000-8000-000000000001',
        kind: 'deposit',
        invoiceNumber: 'INV-2026-0042',
        status: 'paid',
        totalCents: 200000,
        amountDueCents: 0,
        currency: 'USD',
        dueDate: '2026-03-09T04:59:59.999Z',
        payUrl: null,
        pdfUrl: '/api/portal/invoices/c1000000-0000-4000-8000-000000000001/pdf',
      },
      {
        id: 'c1000000-0000-4000-8000-000000000002',
        kind: 'balance',
        invoiceNumber: 'INV-2026-0051',
        status: 'sent',
        totalCents: 200000,
        amountDueCents: 200000,
        currency: 'USD',
        dueDate: '2026-04-09T03:59:59.999Z',
        payUrl: 'http://localhost:3000/pay-invoice/YmFsYW5jZWludm9pY2U',
        pdfUrl: '/api/portal/invoices/c1000000-0000-4000-8000-000000000002/pdf',
      },
    ],
    proposal: { id: PROPOSAL_ID, title: 'Website and online ordering', status: 'accepted' },
    ...overrides,
  };
}

/** A document as the client lists it: shared by staff, clean, downloadable. */
export function makePortalDocument(overrides: Partial<PortalProjectDocumentDto> = {}): PortalProjectDocumentDto {
  return {
    id: 'd1000000-0000-4000-8000-000000000001',
    originalName: 'Design mock-ups.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1_468_006,
    canDownload: true,
    createdAt: '2026-03-06T15:00:00.000Z',
    mine: false,
    notes: 'The first version: tell us what you think.',
    scanStatus: 'clean',
    uploaderRole: 'admin',
    ...overrides,
  };
}

/** A document as staff list it. */
export function makeAdminDocument(overrides: Partial<AdminProjectDocumentDto> = {}): AdminProjectDocumentDto {
  return {
    ...makePortalDocument(),
    isVisible: true,
    mine: true,
    scannedAt: '2026-03-06T15:00:01.000Z',
    uploadedBy: 'e1000000-0000-4000-8000-000000000001',
    uploaderName: 'Sam Rivera',
    ...overrides,
  };
}

/** A message of the thread: staff's, unread by the client. */
export function makeMessage(overrides: Partial<ProjectMessageDto> = {}): ProjectMessageDto {
  return {
    id: 'f1000000-0000-4000-8000-000000000001',
    body: 'Hello Ana, the mock-ups are ready.',
    senderRole: 'admin',
    senderName: 'Sam Rivera',
    mine: false,
    attachment: null,
    readAt: null,
    createdAt: '2026-03-06T15:05:00.000Z',
    ...overrides,
  };
}

/** One page of a list, as the API pages them. */
export const pageOf = <T>(items: T[], page = 1, pageSize = 20) => ({ items, page, pageSize, total: items.length });

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalProjectDetailDto, ProjectTaskDto } from '../../../api/generated/model';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { ProjectPage } from './ProjectPage';
import { makePortalProject, pageOf, PROJECT_ID, PROPOSAL_ID } from './project-test-data';

const api = fakeApiForEachTest();

const PROJECT_PATH = `GET /api/portal/projects/${PROJECT_ID}`;
const taskPath = (taskId: string) => `PATCH /api/portal/projects/${PROJECT_ID}/tasks/${taskId}`;

let project: PortalProjectDetailDto;

beforeEach(() => {
  project = makePortalProject();
  api.routes.set(PROJECT_PATH, () => ({ status: 200, body: project }));
  api.routes.set(`GET /api/portal/projects/${PROJECT_ID}/messages`, () => ({ status: 200, body: pageOf([], 1, 30) }));
  api.routes.set(`GET /api/portal/projects/${PROJECT_ID}/documents`, () => ({ status: 200, body: pageOf([]) }));
});

async function renderProject() {
  const rendered = await renderAtPath(<ProjectPage projectId={PROJECT_ID} />, `/portal/projects/${PROJECT_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Website for Lopez Bakery' });
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/portal/projects/:id', () => {
  it('shows the project: its status in words, "Step 2 of 4", and the steps done (dated), current and next', async () => {
    await renderAtPath(<ProjectPage projectId={PROJECT_ID} />, `/portal/projects/${PROJECT_ID}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the project...');
    await screen.findByRole('heading', { level: 1, name: 'Website for Lopez Bakery' });
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 4: Design',
    );

    const steps = within(section('Steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Kick-offDone on March 5, 2026'),
      expect.stringContaining('DesignIn progress'),
      expect.stringContaining('BuildUp next'),
      expect.stringContaining('LaunchLater'),
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    // Whatever the live stream does, the page says it in words, politely.
    expect(screen.getByText(/Not live|Connecting|Live|Reconnecting/)).toHaveAttribute('aria-live', 'polite');
  });

  it('ticks a plain onboarding task through the API and shows it ticked', async () => {
    const user = userEvent.setup();
    const task = project.tasks[1]!;
    api.routes.set(taskPath(task.id), (body) => ({
      status: 200,
      body: {
        ...task,
        isDone: (body as { isDone: boolean }).isDone,
        completedAt: '2026-03-07T15:00:00.000Z',
      } satisfies ProjectTaskDto,
    }));
    await renderProject();
    const checklist = within(section('Onboarding checklist'));
    expect(checklist.getByText('2 of 3 left to do.')).toBeInTheDocument();
    const checkbox = checklist.getByRole('checkbox', { name: /Share your materials/ });
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);

    await waitFor(() => expect(checkbox).toBeChecked());
    expect(api.callsTo(taskPath(task.id)).map((call) => call.body)).toEqual([{ isDone: true }]);
    expect(checklist.getByText('1 of 3 left to do.')).toBeInTheDocument();
    expect(checklist.getByText('Done on March 7, 2026')).toBeInTheDocument();
  });

  it('says why a task could not be ticked (the API refuses it)', async () => {
    const user = userEvent.setup();
    const task = project.tasks[1]!;
    api.routes.set(taskPath(task.id), () => ({
      status: 409,
      body: { statusCode: 409, message: 'This task is ticked by submitting its questionnaire.' },
    }));
    await renderProject();
    const checkbox = screen.getByRole('checkbox', { name: /Share your materials/ });
    await user.click(checkbox);
    expect(await within(section('Onboarding checklist')).findByRole('alert')).toHaveTextContent(
      'This task is ticked by submitting its questionnaire.',
    );
    expect(checkbox).not.toBeChecked();
  });

  it('links a questionnaire task to its questionnaire for this project, with its progress, and no checkbox', async () => {
    await renderProject();
    const checklist = within(section('Onboarding checklist'));
    expect(checklist.queryByRole('checkbox', { name: /website questionnaire/ })).not.toBeInTheDocument();
    expect(checklist.getByText('Draft saved: finish and submit it.')).toBeInTheDocument();
    expect(
      checklist.getByRole('link', { name: 'Continue the questionnaire for “Fill in the website questionnaire”' }),
    ).toHaveAttribute('href', `/portal/questionnaire/website?projectId=${PROJECT_ID}`);
  });

  it("lists the project's invoices with the pay link and PDF, and links its proposal", async () => {
    await renderProject();
    const invoices = within(section('Invoices')).getAllByRole('listitem');
    expect(invoices).toHaveLength(2);
    expect(within(invoices[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(invoices[0]!).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(invoices[1]!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(invoices[1]!).getByRole('link', { name: 'Pay $2,000.00 of invoice INV-2026-0051' })).toHaveAttribute(
      'href',
      'http://localhost:3000/pay-invoice/YmFsYW5jZWludm9pY2U',
    );
    expect(within(invoices[1]!).getByRole('link', { name: 'Download PDF of invoice INV-2026-0051' })).toHaveAttribute(
      'href',
      project.invoices[1]!.pdfUrl,
    );
    expect(within(section('Proposal')).getByRole('link', { name: 'Website and online ordering' })).toHaveAttribute(
      'href',
      `/portal/proposals/${PROPOSAL_ID}`,
    );
  });

  it('has the thread and the documents as sections of the page, under their headings', async () => {
    await renderProject();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    expect(section('Messages')).toContainElement(screen.getByRole('textbox', { name: 'Your message' }));
    expect(await screen.findByText(/No documents yet/)).toBeInTheDocument();
    expect(section('Documents')).toContainElement(screen.getByLabelText('Choose a file to upload'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Steps',
      'Onboarding checklist',
      'Messages',
      'Documents',
      'Invoices',
      'Proposal',
    ]);
  });

  it('says "not found" for a project the API does not show this client (another customer’s: 404)', async () => {
    api.routes.set(PROJECT_PATH, () => ({
      status: 404,
      body: { statusCode: 404, code: 'PROJECT_NOT_FOUND', message: 'Project not found' },
    }));
    await renderAtPath(<ProjectPage projectId={PROJECT_ID} />, `/portal/projects/${PROJECT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this project" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your projects' })).toHaveAttribute('href', '/portal');
  });
});

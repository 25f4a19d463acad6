import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalQuestionnaireDto, SaveQuestionnaireDto } from '../../../api/generated/model';
import { Toaster } from '../../../components/toast';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { QuestionnairePage } from './QuestionnairePage';
import { questionnaireSearch } from './questionnaire-search';

const api = fakeApiForEachTest();

const PROJECT_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const GET = 'GET /api/portal/questionnaires/website';
const DRAFT = 'PUT /api/portal/questionnaires/website/draft';
const SUBMIT = 'POST /api/portal/questionnaires/website/submit';

/** A schema as the API serves it: the page knows no questionnaire of its own. */
const makeQuestionnaire = (overrides: Partial<PortalQuestionnaireDto> = {}): PortalQuestionnaireDto => ({
  schema: {
    kind: 'website',
    title: 'Website questionnaire',
    intro: 'Tell us what the site is for.',
    sections: [
      {
        id: 'goals',
        title: 'Goals',
        description: null,
        questions: [
          {
            id: 'websiteGoal',
            label: "What is the site's main job?",
            help: null,
            type: 'select',
            required: true,
            options: [
              { value: 'leads', label: 'Bring in enquiries and leads' },
              { value: 'sell-online', label: 'Sell products online' },
            ],
            maxLength: null,
            min: null,
            max: null,
          },
          {
            id: 'audience',
            label: 'Who are your customers?',
            help: 'Who they are and what they look for.',
            type: 'textarea',
            required: true,
            options: [],
            maxLength: 1000,
            min: null,
            max: null,
          },
        ],
      },
      {
        id: 'content',
        title: 'Pages and domain',
        description: null,
        questions: [
          {
            id: 'pages',
            label: 'Which pages do you need?',
            help: null,
            type: 'multiselect',
            required: false,
            options: [
              { value: 'home', label: 'Home' },
              { value: 'shop', label: 'Shop' },
            ],
            maxLength: null,
            min: null,
            max: null,
          },
          {
            id: 'hasDomain',
            label: 'Do you already own a domain name?',
            help: null,
            type: 'yesno',
            required: true,
            options: [],
            maxLength: null,
            min: null,
            max: null,
          },
          {
            id: 'domainName',
            label: 'Your domain name',
            help: null,
            type: 'text',
            required: false,
            options: [],
            maxLength: 253,
            min: null,
            max: null,
          },
        ],
      },
    ],
  },
  status: 'draft',
  answers: { websiteGoal: 'leads', pages: ['home'] },
  projectId: null,
  consultationId: null,
  serviceInquiryId: null,
  updatedAt: '2026-03-02T15:00:00.000Z',
  submittedAt: null,
  ...overrides,
});

let questionnaire: PortalQuestionnaireDto;

beforeEach(() => {
  questionnaire = makeQuestionnaire();
  api.routes.set(GET, () => ({ status: 200, body: questionnaire }));
  api.routes.set(DRAFT, (body) => {
    questionnaire = { ...questionnaire, answers: (body as SaveQuestionnaireDto).answers };
    return { status: 200, body: questionnaire };
  });
});

async function renderQuestionnaire(kind = 'website') {
  const rendered = await renderAtPath(
    <>
      <Toaster />
      <QuestionnairePage kind={kind} links={{ projectId: PROJECT_ID }} />
    </>,
    `/portal/questionnaire/${kind}?projectId=${PROJECT_ID}`,
  );
  if (kind === 'website') await screen.findByRole('heading', { level: 1, name: 'Website questionnaire' });
  return rendered;
}

const bodyOf = (route: string, index = 0) => api.callsTo(route)[index]?.body as SaveQuestionnaireDto | undefined;

describe('/portal/questionnaire/:type', () => {
  it('renders the form from the schema the API serves, with the draft filled in', async () => {
    await renderQuestionnaire();
    expect(screen.getByText('Tell us what the site is for.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Goals' })).toBeInTheDocument();
    const goal = screen.getByRole('combobox', { name: "What is the site's main job?" });
    expect(goal).toHaveValue('leads');
    expect(goal).toHaveAttribute('aria-required', 'true');
    const audience = screen.getByRole('textbox', { name: 'Who are your customers?' });
    expect(audience).toHaveAccessibleDescription('Who they are and what they look for.');
    expect(audience).toHaveAttribute('maxlength', '1000');
    const pages = screen.getByRole('group', { name: 'Which pages do you need?' });
    expect(within(pages).getByRole('checkbox', { name: 'Home' })).toBeChecked();
    expect(within(pages).getByRole('checkbox', { name: 'Shop' })).not.toBeChecked();
    const domain = screen.getByRole('group', { name: 'Do you already own a domain name? (required)' });
    expect(within(domain).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByText('Your draft from March 2, 2026 is filled in below.')).toBeInTheDocument();
  });

  it('saves the draft with the project it is for, and says so', async () => {
    const user = userEvent.setup();
    await renderQuestionnaire();
    await user.click(
      within(screen.getByRole('group', { name: /own a domain name/ })).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Shop' }));
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Leaving the radio for the checkbox may have saved a first version by itself: the last save has it all.
    expect(api.callsTo(DRAFT).at(-1)?.body).toEqual({
      answers: { websiteGoal: 'leads', pages: ['home', 'shop'], hasDomain: false },
      projectId: PROJECT_ID,
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Draft saved at \d{1,2}:\d{2}/);
  });

  it('saves a changed draft by itself when a field is left', async () => {
    const user = userEvent.setup();
    await renderQuestionnaire();
    await user.type(screen.getByRole('textbox', { name: 'Who are your customers?' }), 'Homeowners');
    expect(api.callsTo(DRAFT)).toHaveLength(0);
    await user.click(screen.getByRole('textbox', { name: 'Your domain name' }));
    await waitFor(() => expect(api.callsTo(DRAFT)).toHaveLength(1));
    expect(bodyOf(DRAFT)?.answers).toEqual({ websiteGoal: 'leads', pages: ['home'], audience: 'Homeowners' });
    // Leaving a field without changing anything sends nothing.
    await user.click(screen.getByRole('combobox', { name: "What is the site's main job?" }));
    await user.tab();
    expect(await screen.findByText(/^Draft saved at/)).toBeInTheDocument();
    expect(api.callsTo(DRAFT)).toHaveLength(1);
  });

  it('marks the answers the server refuses, lists them with links, and moves focus to the list', async () => {
    const user = userEvent.setup();
    api.routes.set(SUBMIT, () => ({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Some answers are missing or need a change: see each question.',
        errors: [
          { field: 'answers.audience', message: 'This question needs an answer.' },
          { field: 'answers.hasDomain', message: 'This question needs an answer.' },
        ],
      },
    }));
    await renderQuestionnaire();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert', { name: 'Some answers need your attention' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(bodyOf(SUBMIT)).toEqual({ answers: { websiteGoal: 'leads', pages: ['home'] }, projectId: PROJECT_ID });
    const audience = screen.getByRole('textbox', { name: 'Who are your customers?' });
    expect(audience).toHaveAttribute('aria-invalid', 'true');
    expect(audience).toHaveAccessibleDescription('Who they are and what they look for. This question needs an answer.');
    const domain = screen.getByRole('group', { name: /own a domain name/ });
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(domain).toHaveAccessibleDescription('This question needs an answer.');

    await user.click(
      within(summary).getByRole('link', { name: 'Who are your customers?: This question needs an answer.' }),
    );
    expect(audience).toHaveFocus();
    await user.click(
      within(summary).getByRole('link', { name: 'Do you already own a domain name?: This question needs an answer.' }),
    );
    expect(within(domain).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Website questionnaire' })).toBeInTheDocument();
  });

  it('submits, then thanks the client with the date and the way back to their project', async () => {
    const user = userEvent.setup();
    api.routes.set(SUBMIT, (body) => ({
      status: 200,
      body: makeQuestionnaire({
        status: 'submitted',
        answers: (body as SaveQuestionnaireDto).answers,
        projectId: PROJECT_ID,
        submittedAt: '2026-03-04T17:00:00.000Z',
      }),
    }));
    await renderQuestionnaire();
    await user.type(screen.getByRole('textbox', { name: 'Who are your customers?' }), 'Homeowners');
    await user.click(
      within(screen.getByRole('group', { name: /own a domain name/ })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('heading', { name: 'Submitted on March 4, 2026. Thank you!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(bodyOf(SUBMIT)?.answers).toEqual({
      websiteGoal: 'leads',
      pages: ['home'],
      audience: 'Homeowners',
      hasDomain: true,
    });
    // Leaving the text area for the radio saved the draft first; the submission came after it.
    expect(api.calls.map((call) => `${call.method} ${call.path}`).filter((call) => call !== GET)).toEqual([
      DRAFT,
      SUBMIT,
    ]);
    expect(screen.getByRole('link', { name: 'Back to your project' })).toHaveAttribute(
      'href',
      `/portal/projects/${PROJECT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/portal');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change your answers' }));
    expect(screen.getByRole('textbox', { name: 'Who are your customers?' })).toHaveValue('Homeowners');
  });

  it('says a questionnaire it cannot find is not found', async () => {
    api.routes.set('GET /api/portal/questionnaires/tax-return', () => ({
      status: 404,
      body: { statusCode: 404, message: 'There is no such questionnaire' },
    }));
    await renderQuestionnaire('tax-return');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't find this questionnaire" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/portal');
  });

  it('passes on only the links of its address that look like ids', () => {
    expect(questionnaireSearch({ projectId: PROJECT_ID, consultationId: 'nope', page: '2' })).toEqual({
      projectId: PROJECT_ID,
    });
  });
});

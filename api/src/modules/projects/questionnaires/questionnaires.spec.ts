import { Browser, browser, signInStaff, signUpVerified } from '../../../../test/auth-helpers';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { LiveEvent, LiveUpdates } from '../../../infrastructure/live-updates/live-updates';
import { ServiceInquiryEntity } from '../../bookings';
import { OnboardingEventEntity } from '../entities/onboarding-event.entity';
import { OnboardingTaskEntity } from '../entities/onboarding-task.entity';
import { QuestionnaireResponseEntity } from '../entities/questionnaire-response.entity';
import { projectChannel } from '../live/project-feed';

const STAFF = 'staff@example.com';
const DAY_MS = 24 * 3_600_000;

/** Every required answer of the website questionnaire. */
const WEBSITE_REQUIRED = {
  websiteGoal: 'leads',
  audience: 'Homeowners in Atlanta looking for a renovation contractor.',
  pages: ['home', 'services', 'contact'],
  contentReady: 'some',
  hasDomain: true,
};

/** One answer changed from WEBSITE_REQUIRED. */
const CHANGED_ANSWER = { audience: 'Homeowners and landlords across Georgia.' };

interface FieldError {
  field: string;
  message: string;
}

describe('questionnaires: drafts, submissions and the onboarding task (docs/modules/projects.md#questionnaires)', () => {
  let app: TestApp;
  let staff: Browser;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: STAFF, AUTH_RATE_LIMIT_PER_IP: '1000' } });
    staff = await signInStaff(app, STAFF);
  }, 90_000);
  afterAll(() => app.close());

  const client = async (email: string, firstName: string) => {
    const agent = await signUpVerified(app, email, firstName);
    const id: string = (await agent.get('/api/auth/user').expect(200)).body.id;
    return { agent, id };
  };

  /** Staff send a proposal for `service` to the client, who accepts it: the project's id. */
  const projectFor = async (who: { agent: Browser; id: string }, service: string): Promise<string> => {
    const { body: proposal } = await staff
      .post('/api/admin/proposals')
      .send({
        userId: who.id,
        title: service,
        service,
        items: [{ title: service, quantity: 100, unitPriceCents: 150000 }],
        validUntil: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      })
      .expect(201);
    await staff.post(`/api/admin/proposals/${proposal.id}/send`).expect(200);
    const { body: shown } = await who.agent.get(`/api/portal/proposals/${proposal.id}`).expect(200);
    const { body } = await who.agent
      .post(`/api/portal/proposals/${proposal.id}/accept`)
      .send({
        signerName: 'Client Name',
        consentToElectronicRecords: true,
        intentToSign: true,
        paymentChoice: 'deposit',
        documentSha256: shown.documentSha256,
      })
      .expect(200);
    return body.projectId;
  };

  const tasksOf = (projectId: string) =>
    app.dataSource.getRepository(OnboardingTaskEntity).find({ where: { projectId }, order: { orderIndex: 'ASC' } });
  const responsesOf = (userId: string, kind: string) =>
    app.dataSource.getRepository(QuestionnaireResponseEntity).find({ where: { userId, kind: kind as never } });
  /** A service inquiry sent by the client while signed in. */
  const inquiryOf = (userId: string, email: string) =>
    app.dataSource.getRepository(ServiceInquiryEntity).save({
      userId,
      contact: { firstName: 'Ava', lastName: 'Diaz', email, phone: null, country: 'United States' },
      name: 'Ava Diaz',
      businessType: 'Bakery',
      servicesInterested: ['Digital Marketing'],
      budget: '$3,000 - $5,000 USD',
      message: 'More customers for the bakery',
    });
  const fieldsOf = (errors: FieldError[]) => errors.map((error) => error.field).sort();

  it('lists every questionnaire and serves each schema to render; an unknown one is 404', async () => {
    const ana = await client('list@example.com', 'Lia');
    const { body: list } = await ana.agent.get('/api/portal/questionnaires').expect(200);
    expect(list).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(list.items.map((item: { kind: string }) => item.kind)).toEqual([
      'business-formation',
      'website',
      'branding',
      'marketing',
      'international',
    ]);
    expect(list.items[1]).toEqual({
      kind: 'website',
      title: 'Website questionnaire',
      status: 'not_started',
      updatedAt: null,
      submittedAt: null,
      taskProjectId: null,
    });
    const { body: second } = await ana.agent.get('/api/portal/questionnaires?page=2&pageSize=2').expect(200);
    expect(second.items.map((item: { kind: string }) => item.kind)).toEqual(['branding', 'marketing']);

    const { body: formation } = await ana.agent.get('/api/portal/questionnaires/business-formation').expect(200);
    expect(formation).toMatchObject({ status: 'not_started', answers: {}, projectId: null, submittedAt: null });
    expect(formation.schema.title).toBe('Business formation questionnaire');
    const questions = formation.schema.sections.flatMap((section: { questions: object[] }) => section.questions);
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions).toContainEqual(
      expect.objectContaining({
        id: 'entityType',
        type: 'select',
        required: true,
        options: expect.arrayContaining([{ value: 'llc', label: 'Limited liability company (LLC)' }]),
      }),
    );
    expect(questions).toContainEqual(expect.objectContaining({ id: 'einNeeded', type: 'yesno', required: true }));

    const { body: missing } = await ana.agent.get('/api/portal/questionnaires/tax-return').expect(404);
    expect(missing.message).toBe('There is no such questionnaire');
    await ana.agent.put('/api/portal/questionnaires/tax-return/draft').send({ answers: {} }).expect(404);
  });

  it('refuses answers that do not fit their questions, naming each as answers.<id>, and saves nothing', async () => {
    const ana = await client('checks@example.com', 'Cora');
    const { body } = await ana.agent
      .put('/api/portal/questionnaires/website/draft')
      .send({
        answers: {
          websiteGoal: 'world-domination',
          audience: 42,
          pages: ['home', 'moon'],
          hasDomain: 'yes',
          launchDate: '2026-02-30',
          currentWebsite: 'not a site',
          domainName: 'harbor\nstudio.com',
          likedWebsites: 'x'.repeat(1001),
          favouriteColour: 'blue',
        },
      })
      .expect(400);
    expect(fieldsOf(body.errors)).toEqual([
      'answers.audience',
      'answers.currentWebsite',
      'answers.domainName',
      'answers.favouriteColour',
      'answers.hasDomain',
      'answers.launchDate',
      'answers.likedWebsites',
      'answers.pages',
      'answers.websiteGoal',
    ]);
    const message = (field: string) => body.errors.find((error: FieldError) => error.field === field)?.message;
    expect(message('answers.websiteGoal')).toBe('Choose one of the options.');
    expect(message('answers.likedWebsites')).toBe('Use at most 1,000 characters.');
    expect(message('answers.launchDate')).toBe('Enter a date as YYYY-MM-DD.');
    expect(message('answers.favouriteColour')).toBe(
      'There is no question "favouriteColour" in the website questionnaire.',
    );
    const formation = await ana.agent
      .put('/api/portal/questionnaires/business-formation/draft')
      .send({ answers: { ownerCount: 0, einNeeded: true } })
      .expect(400);
    expect(formation.body.errors).toEqual([{ field: 'answers.ownerCount', message: 'Enter a number of at least 1.' }]);
    await ana.agent.put('/api/portal/questionnaires/website/draft').send({ answers: 'all of them' }).expect(400);
    expect(await responsesOf(ana.id, 'website')).toEqual([]);
  });

  it('keeps one draft across saves, submits once every required question is answered, then starts again', async () => {
    const ana = await client('draft@example.com', 'Dana');
    const first = await ana.agent
      .put('/api/portal/questionnaires/website/draft')
      .send({ answers: { websiteGoal: 'leads', audience: '  Homeowners  ', domainName: '' } })
      .expect(200);
    expect(first.body).toMatchObject({
      status: 'draft',
      answers: { websiteGoal: 'leads', audience: 'Homeowners' }, // trimmed; a blank answer is no answer
      submittedAt: null,
    });
    // The client comes back later: the draft is there, and a second save replaces its answers.
    const { body: shown } = await ana.agent.get('/api/portal/questionnaires/website').expect(200);
    expect(shown.answers).toEqual({ websiteGoal: 'leads', audience: 'Homeowners' });
    await ana.agent
      .put('/api/portal/questionnaires/website/draft')
      .send({ answers: { websiteGoal: 'sell-online', audience: 'Homeowners', pages: ['home', 'shop'] } })
      .expect(200);
    expect(await responsesOf(ana.id, 'website')).toHaveLength(1);
    const { body: listed } = await ana.agent.get('/api/portal/questionnaires').expect(200);
    expect(listed.items[1]).toMatchObject({ status: 'draft', updatedAt: expect.any(String), submittedAt: null });

    const incomplete = await ana.agent
      .post('/api/portal/questionnaires/website/submit')
      .send({ answers: { websiteGoal: 'sell-online', audience: 'Homeowners', pages: ['home', 'shop'] } })
      .expect(400);
    expect(incomplete.body.errors).toEqual([
      { field: 'answers.contentReady', message: 'This question needs an answer.' },
      { field: 'answers.hasDomain', message: 'This question needs an answer.' },
    ]);
    expect((await ana.agent.get('/api/portal/questionnaires/website').expect(200)).body.status).toBe('draft');

    const { body: submitted } = await ana.agent
      .post('/api/portal/questionnaires/website/submit')
      .send({ answers: { ...WEBSITE_REQUIRED, hasDomain: false } })
      .expect(200);
    expect(submitted).toMatchObject({ status: 'submitted', answers: { hasDomain: false } });
    expect(Date.parse(submitted.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await responsesOf(ana.id, 'website');
    expect(rows.map((row) => row.status)).toEqual(['submitted']); // the draft became the submission
    expect((await ana.agent.get('/api/portal/questionnaires/website').expect(200)).body).toMatchObject({
      status: 'submitted',
      submittedAt: submitted.submittedAt,
      answers: { ...WEBSITE_REQUIRED, hasDomain: false },
    });

    // Changing their mind later starts a new draft beside the submission.
    await ana.agent
      .put('/api/portal/questionnaires/website/draft')
      .send({ answers: { websiteGoal: 'bookings' } })
      .expect(200);
    const { body: again } = await ana.agent.get('/api/portal/questionnaires').expect(200);
    expect(again.items[1]).toMatchObject({ status: 'draft', submittedAt: submitted.submittedAt });
    expect(await responsesOf(ana.id, 'website')).toHaveLength(2);
  });

  it('keeps one draft when saves race', async () => {
    const ana = await client('race@example.com', 'Rae');
    const saves = await Promise.all(
      ['bold', 'minimal', 'playful', 'friendly'].map((word) =>
        ana.agent.put('/api/portal/questionnaires/branding/draft').send({ answers: { personality: [word] } }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200]);
    expect(await responsesOf(ana.id, 'branding')).toHaveLength(1);
  });

  it('adds the questionnaire of the service to the onboarding, and submitting ticks that task once', async () => {
    const ana = await client('onboarding@example.com', 'Ona');
    const projectId = await projectFor(ana, 'Website & App Development');
    const tasks = await tasksOf(projectId);
    expect(tasks.map((task) => [task.title, task.questionnaireKind])).toEqual([
      ['Pay the deposit', null],
      ['Complete the website questionnaire', 'website'],
      ['Complete your profile', null],
      ['Share your materials', null],
      ['Book the kick-off call', null],
    ]);
    const systems = await projectFor(ana, 'Business Systems & Automation');
    expect((await tasksOf(systems)).map((task) => task.questionnaireKind)).toEqual([null, null, null, null]);

    const { body: list } = await ana.agent.get('/api/portal/questionnaires').expect(200);
    expect(list.items[1]).toMatchObject({ kind: 'website', taskProjectId: projectId });
    expect(list.items[0]).toMatchObject({ kind: 'business-formation', taskProjectId: null });

    const live: LiveEvent[] = [];
    const unsubscribe = await app.app
      .get(LiveUpdates)
      .subscribe(projectChannel(projectId, 'client'), (event) => live.push(event));
    // No project named: the one whose onboarding asks for this questionnaire is linked.
    const { body } = await ana.agent
      .post('/api/portal/questionnaires/website/submit')
      .send({ answers: WEBSITE_REQUIRED })
      .expect(200);
    // Through Redis on PostgreSQL runs: the events may land just after the answer.
    for (const start = Date.now(); live.length < 2 && Date.now() - start < 2000;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await unsubscribe();
    expect(body.projectId).toBe(projectId);
    const ticked = (await tasksOf(projectId))[1]!;
    expect(ticked).toMatchObject({ isDone: true, completedAt: new Date(body.submittedAt) });
    expect(live.map((event) => event.data.part)).toEqual(['tasks', 'questionnaires']);

    const { body: after } = await ana.agent.get('/api/portal/questionnaires').expect(200);
    expect(after.items[1]).toMatchObject({ status: 'submitted', taskProjectId: null });

    // The same answers again (a second press, another tab): that submission, not another.
    const { body: again } = await ana.agent
      .post('/api/portal/questionnaires/website/submit')
      .send({ answers: WEBSITE_REQUIRED, projectId })
      .expect(200);
    expect(again.submittedAt).toBe(body.submittedAt);
    // Changed answers are a new submission, and the task is not ticked twice.
    await ana.agent
      .post('/api/portal/questionnaires/website/submit')
      .send({ answers: { ...WEBSITE_REQUIRED, ...CHANGED_ANSWER }, projectId })
      .expect(200);
    const events = await app.dataSource
      .getRepository(OnboardingEventEntity)
      .find({ where: { projectId }, order: { createdAt: 'ASC' } });
    const kinds = events.map((event) => event.kind).filter((kind) => kind !== 'created');
    // The client's own checklist does not start the work (docs/modules/projects.md#tasks).
    expect(kinds).toEqual(['questionnaire_submitted', 'task_done', 'questionnaire_submitted']);
    expect(events.find((event) => event.kind === 'task_done')?.payload).toEqual({
      by: 'client',
      userId: ana.id,
      taskId: ticked.id,
      title: 'Complete the website questionnaire',
    });
  });

  it("refuses a link to another client's project, consultation or inquiry as not found", async () => {
    const ana = await client('owner@example.com', 'Ava');
    const bob = await client('other@example.com', 'Bob');
    const anasProject = await projectFor(ana, 'Digital Marketing');
    const anasInquiry = await inquiryOf(ana.id, 'owner@example.com');
    const answers = { primaryGoal: 'sales' };
    const complete = {
      ...answers,
      audience: 'Families nearby',
      channels: ['instagram'],
      monthlyBudget: 'under-500',
      success: 'Twenty orders a week.',
    };
    for (const link of [
      { projectId: anasProject },
      { serviceInquiryId: anasInquiry.id },
      { consultationId: '3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43' },
    ]) {
      await bob.agent
        .put('/api/portal/questionnaires/marketing/draft')
        .send({ answers, ...link })
        .expect(404);
      await bob.agent
        .post('/api/portal/questionnaires/marketing/submit')
        .send({ answers: complete, ...link })
        .expect(404);
    }
    expect((await tasksOf(anasProject))[1]).toMatchObject({ questionnaireKind: 'marketing', isDone: false });
    expect(await responsesOf(bob.id, 'marketing')).toEqual([]);

    const { body } = await ana.agent
      .put('/api/portal/questionnaires/marketing/draft')
      .send({ answers, serviceInquiryId: anasInquiry.id })
      .expect(200);
    expect(body).toMatchObject({ serviceInquiryId: anasInquiry.id, projectId: null });
    // A later save keeps the links it does not name.
    const { body: kept } = await ana.agent
      .put('/api/portal/questionnaires/marketing/draft')
      .send({ answers: { primaryGoal: 'leads' }, projectId: anasProject })
      .expect(200);
    expect(kept).toMatchObject({ serviceInquiryId: anasInquiry.id, projectId: anasProject });
  });

  it('shows staff the answers under their labels, by project, inquiry, client and status; only staff', async () => {
    const ana = await client('staffview@example.com', 'Sia');
    const projectId = await projectFor(ana, 'Business Formation & Legal Setup');
    await ana.agent
      .post('/api/portal/questionnaires/business-formation/submit')
      .send({
        answers: {
          businessName: 'Harbor Studio LLC',
          businessPurpose: 'Home renovation services.',
          entityType: 'llc',
          formationState: 'delaware',
          operatingState: 'Georgia',
          ownerCount: 2,
          owners: 'Sia Lopez, 60%\nMark Lopez, 40%',
          registeredAgentNeeded: true,
          einNeeded: false,
          targetDate: '2026-04-15',
        },
      })
      .expect(200);
    const inquiry = await inquiryOf(ana.id, 'staffview@example.com');
    await ana.agent
      .put('/api/portal/questionnaires/branding/draft')
      .send({ answers: { brandName: 'Harbor', hasLogo: false }, serviceInquiryId: inquiry.id })
      .expect(200);

    const { body: page } = await staff.get(`/api/admin/questionnaires?projectId=${projectId}`).expect(200);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const [response] = page.items;
    expect(response).toMatchObject({
      kind: 'business-formation',
      title: 'Business formation questionnaire',
      status: 'submitted',
      userId: ana.id,
      projectId,
    });
    expect(response.answers.slice(0, 4)).toEqual([
      { questionId: 'businessName', label: 'Your first choice of business name', answer: 'Harbor Studio LLC' },
      { questionId: 'businessPurpose', label: 'What will the business do?', answer: 'Home renovation services.' },
      { questionId: 'entityType', label: 'Type of entity', answer: 'Limited liability company (LLC)' },
      { questionId: 'formationState', label: 'State of formation', answer: 'Delaware' },
    ]);
    expect(response.answers).toContainEqual({
      questionId: 'registeredAgentNeeded',
      label: 'Should we act as your registered agent?',
      answer: 'Yes',
    });
    expect(response.answers).toContainEqual(expect.objectContaining({ questionId: 'einNeeded', answer: 'No' }));
    expect(response.answers).toContainEqual(
      expect.objectContaining({ questionId: 'targetDate', answer: 'April 15, 2026' }),
    );

    const { body: drafts } = await staff.get(`/api/admin/questionnaires?userId=${ana.id}&status=draft`).expect(200);
    expect(drafts.items.map((item: { kind: string }) => item.kind)).toEqual(['branding']);
    const { body: byInquiry } = await staff.get(`/api/admin/questionnaires?serviceInquiryId=${inquiry.id}`).expect(200);
    expect(byInquiry.items).toEqual([
      expect.objectContaining({
        status: 'draft',
        serviceInquiryId: inquiry.id,
        submittedAt: null,
        answers: [
          { questionId: 'brandName', label: 'The name the brand carries', answer: 'Harbor' },
          { questionId: 'hasLogo', label: 'Do you have a logo today?', answer: 'No' },
        ],
      }),
    ]);
    await staff.get('/api/admin/questionnaires?status=lost').expect(400);

    await ana.agent.get('/api/admin/questionnaires').expect(403);
    const anonymous = browser(app);
    await anonymous.get('/api/admin/questionnaires').expect(401);
    await anonymous.get('/api/portal/questionnaires').expect(401);
    await anonymous.get('/api/portal/questionnaires/website').expect(401);
    await anonymous.put('/api/portal/questionnaires/website/draft').send({ answers: {} }).expect(401);
    await anonymous.post('/api/portal/questionnaires/website/submit').send({ answers: {} }).expect(401);
  });
});

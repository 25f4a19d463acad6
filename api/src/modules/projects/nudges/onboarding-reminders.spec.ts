import { signUpVerified } from '../../../../test/auth-helpers';
import { readableMail } from '../../../../test/readable-mail';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { UserEntity } from '../../auth';
import { OnboardingTaskEntity } from '../entities/onboarding-task.entity';
import { ProjectEntity } from '../entities/project.entity';
import type { ProjectStatus } from '../projects.constants';
import { OnboardingReminders } from './onboarding-reminders';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DAY_2 = /^Subject: Next steps for /m;
const DAY_5 = /^Subject: A reminder: .* is waiting for you$/m;

describe('projects: reminders of unfinished onboarding (docs/modules/projects.md#nudges)', () => {
  let app: TestApp;
  let reminders: OnboardingReminders;
  const clients: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    reminders = app.app.get(OnboardingReminders);
    for (const [email, firstName] of [
      ['ana@example.com', 'Ana'],
      ['bob@example.com', 'Bob'],
      ['sus@example.com', 'Sue'],
    ]) {
      const agent = await signUpVerified(app, email, firstName);
      clients[email] = (await agent.get('/api/auth/user').expect(200)).body.id;
    }
  }, 90_000);
  afterAll(() => app.close());

  /**
   * A project of `email` created `createdDaysAgo` days ago (its checklist begins then), with the standard kind
   * of checklist.
   */
  const project = async (
    email: string,
    title: string,
    options: { createdDaysAgo: number; status?: ProjectStatus; allDone?: boolean },
  ) => {
    const saved = await app.dataSource.getRepository(ProjectEntity).save({
      userId: clients[email],
      title,
      status: options.status ?? 'active',
    });
    await moveCreation(saved.id, options.createdDaysAgo);
    await app.dataSource.getRepository(OnboardingTaskEntity).save([
      { projectId: saved.id, orderIndex: 0, title: 'Pay the deposit', isDone: true },
      {
        projectId: saved.id,
        orderIndex: 1,
        title: 'Tell us about your website',
        questionnaireKind: 'website',
        isDone: options.allDone ?? false,
      },
      { projectId: saved.id, orderIndex: 2, title: 'Share your materials', isDone: options.allDone ?? false },
    ]);
    return saved;
  };
  const moveCreation = (projectId: string, daysAgo: number) =>
    app.dataSource.query(`UPDATE projects SET created_at = $2 WHERE id = $1`, [
      projectId,
      new Date(Date.now() - daysAgo * DAY_MS),
    ]);
  /** The reminders `email` received about `title`, readable. */
  const remindersTo = async (email: string, title: string) => {
    await app.queueIdle('outbox');
    return (await app.mails())
      .map(readableMail)
      .filter(
        (mail) => mail.includes(`To: ${email}`) && mail.includes(title) && (DAY_2.test(mail) || DAY_5.test(mail)),
      );
  };

  it('reminds on day 2 once however often it runs, with the open tasks and their links, then on day 5', async () => {
    const website = await project('ana@example.com', 'Ana bakery website', { createdDaysAgo: 2 + 1 / 24 });
    const fresh = await project('ana@example.com', 'Ana newsletter', { createdDaysAgo: 1.5 });

    expect(await reminders.run()).toBe(1);
    expect(await reminders.run()).toBe(0);
    const [mail, ...more] = await remindersTo('ana@example.com', 'Ana bakery website');
    expect(more).toEqual([]);
    expect(mail).toMatch(/^Subject: Next steps for Ana bakery website$/m);
    expect(mail).toContain('Hi Ana,');
    expect(mail).toContain(
      `- Tell us about your website: http://localhost:3000/portal/questionnaire/website?projectId=${website.id}`,
    );
    expect(mail).toContain('- Share your materials');
    expect(mail).not.toContain('Pay the deposit');
    expect(mail).toContain(`http://localhost:3000/portal/projects/${website.id}`);
    expect(await remindersTo('ana@example.com', 'Ana newsletter')).toEqual([]);

    // Three days later: the second and last reminder, once; the younger project's first.
    await moveCreation(website.id, 5 + 1 / 24);
    await moveCreation(fresh.id, 2.1);
    expect(await reminders.run()).toBe(2);
    expect(await reminders.run()).toBe(0);
    const website5 = (await remindersTo('ana@example.com', 'Ana bakery website')).filter((m) => DAY_5.test(m));
    expect(website5).toHaveLength(1);
    expect(website5[0]).toMatch(/^Subject: A reminder: Ana bakery website is waiting for you$/m);
    expect(website5[0]).toContain('- Share your materials');
    expect(await remindersTo('ana@example.com', 'Ana newsletter')).toHaveLength(1);
  });

  it('sends no day 5 reminder once the onboarding is done, and none for a project cancelled or completed', async () => {
    const finishing = await project('bob@example.com', 'Bob brand', { createdDaysAgo: 2.1 });
    expect(await reminders.run()).toBe(1);
    await app.dataSource
      .getRepository(OnboardingTaskEntity)
      .update({ projectId: finishing.id }, { isDone: true, completedAt: new Date() });
    await moveCreation(finishing.id, 5.1);

    const completedOnboarding = await project('bob@example.com', 'Bob app', { createdDaysAgo: 5.1 });
    await app.dataSource
      .getRepository(ProjectEntity)
      .update(completedOnboarding.id, { onboardingCompletedAt: new Date() });
    await project('bob@example.com', 'Bob cancelled shop', { createdDaysAgo: 2.1, status: 'cancelled' });
    await project('bob@example.com', 'Bob completed logo', { createdDaysAgo: 5.1, status: 'completed' });
    await project('bob@example.com', 'Bob ticked checklist', { createdDaysAgo: 2.1, allDone: true });
    // Long past both reminders (e.g. older than this feature): nobody is nagged out of the blue.
    await project('bob@example.com', 'Bob old project', { createdDaysAgo: 40 });

    expect(await reminders.run()).toBe(0);
    expect((await remindersTo('bob@example.com', 'Bob brand')).filter((m) => DAY_5.test(m))).toEqual([]);
    for (const title of ['Bob app', 'Bob cancelled shop', 'Bob completed logo', 'Bob ticked checklist']) {
      expect(await remindersTo('bob@example.com', title)).toEqual([]);
    }
    expect(await remindersTo('bob@example.com', 'Bob old project')).toEqual([]);
  });

  it('writes to no suspended account', async () => {
    await project('sus@example.com', 'Sue podcast', { createdDaysAgo: 2.1 });
    await app.dataSource.getRepository(UserEntity).update(clients['sus@example.com'], { isSuspended: true });
    expect(await reminders.run()).toBe(0);
    await app.dataSource.getRepository(UserEntity).update(clients['sus@example.com'], { isSuspended: false });
    expect(await reminders.run()).toBe(1);
    expect(await remindersTo('sus@example.com', 'Sue podcast')).toHaveLength(1);
  });
});

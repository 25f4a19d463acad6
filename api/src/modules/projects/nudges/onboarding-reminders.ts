import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, In } from 'typeorm';
import { Clock } from '../../../common/clock';
import { withAdvisoryLock } from '../../../database/advisory-lock';
import { UserEntity } from '../../auth';
import { DripService, MailService } from '../../notifications';
import { OnboardingTaskEntity } from '../entities/onboarding-task.entity';
import { ProjectEntity } from '../entities/project.entity';
import type { ProjectStatus } from '../projects.constants';
import { onboardingReminderMail } from './nudges.mails';

const DAY_MS = 24 * 3_600_000;
/** The reminders of unfinished onboarding: so many days after it started (docs/modules/projects.md#nudges). */
export const ONBOARDING_REMINDER_DAYS = [2, 5] as const;
/**
 * How long a reminder stays due after its day: a run delayed by an outage still sends it, but a project
 * found weeks later (or older than the reminders themselves) is not reminded out of the blue.
 */
export const ONBOARDING_REMINDER_WINDOW_DAYS = 2;
/** Projects whose onboarding may still be finished: work not over, not called off. */
const REMINDED_STATUSES: readonly ProjectStatus[] = ['awaiting_deposit', 'active'];
/** Projects read per query; a run goes through every batch. */
const BATCH = 100;

type DueProject = ProjectEntity & { client: UserEntity };

/**
 * Reminds clients of unfinished onboarding, each hour under an advisory lock so that N replicas run each tick
 * once: 2 and 5 days after onboarding started (else after the project was created), a project awaiting its
 * deposit or active, whose onboarding is not completed and has an open task, gets one e-mail per reminder
 * (DripService: sent once however often it runs) listing the open tasks with links to the project page and to
 * the questionnaires. Never to a suspended or deleted account.
 */
@Injectable()
export class OnboardingReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly drips: DripService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** Answers how many reminders this run sent (undefined when another replica holds the run). */
  @Cron(CronExpression.EVERY_HOUR, { name: 'project-onboarding-reminders' })
  async run(): Promise<number | undefined> {
    return withAdvisoryLock(this.dataSource, 'cron:project-onboarding-reminders', { wait: false }, async () => {
      let sent = 0;
      for (const day of ONBOARDING_REMINDER_DAYS) sent += await this.remind(day);
      return sent;
    });
  }

  private async remind(day: number): Promise<number> {
    let sent = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const projects = await this.due(day, after);
      if (projects.length === 0) return sent;
      after = projects[projects.length - 1].id;
      const openTasks = await this.dataSource.getRepository(OnboardingTaskEntity).find({
        where: { projectId: In(projects.map((project) => project.id)), isDone: false },
        order: { orderIndex: 'ASC', createdAt: 'ASC' },
      });
      for (const project of projects) {
        const tasks = openTasks.filter((task) => task.projectId === project.id);
        const key = {
          kind: `project-onboarding-day-${day}`,
          entityType: 'project',
          entityId: project.id,
          userId: project.client.id,
          relatedProjectId: project.id,
        };
        const compose = () => [
          this.mail.compose(
            onboardingReminderMail,
            {
              projectId: project.id,
              title: project.title,
              firstName: project.client.firstName,
              day,
              openTasks: tasks.map(({ title, questionnaireKind }) => ({ title, questionnaireKind })),
            },
            { email: project.client.email, userId: project.client.id },
          ),
        ];
        if (await this.drips.sendOnce(key, compose)) sent += 1;
      }
    }
  }

  /** The next batch (by id, after `after`) of projects whose reminder of `day` is due. */
  private due(day: number, after: string): Promise<DueProject[]> {
    const now = this.clock.now().getTime();
    return this.dataSource
      .getRepository(ProjectEntity)
      .createQueryBuilder('project')
      .innerJoinAndMapOne('project.client', UserEntity, 'client', 'client.id = project.userId')
      .where('client.isSuspended = false')
      .andWhere('project.status IN (:...statuses)', { statuses: REMINDED_STATUSES })
      .andWhere('project.onboardingCompletedAt IS NULL')
      .andWhere('project.createdAt <= :dueFrom', {
        dueFrom: new Date(now - day * DAY_MS),
      })
      .andWhere('project.createdAt > :dueUntil', {
        dueUntil: new Date(now - (day + ONBOARDING_REMINDER_WINDOW_DAYS) * DAY_MS),
      })
      .andWhere(
        'EXISTS (SELECT 1 FROM onboarding_tasks task WHERE task.project_id = project.id AND task.is_done = false)',
      )
      .andWhere('project.id > :after', { after })
      .orderBy('project.id', 'ASC')
      .limit(BATCH)
      .getMany() as Promise<DueProject[]>;
  }
}

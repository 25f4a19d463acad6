import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { OutboxService, type OutgoingMessage } from '../notifications';
import { ProjectEntity } from './entities/project.entity';
import { ProjectFeed, type ProjectPart } from './live/project-feed';
import { recordProjectEventIn } from './project-timeline';

/** Whose project: staff reach any, a client only their own (another's is 404, like an unknown id). */
export type ProjectScope = { staff: true } | { userId: string };

export type SendMail = (message: OutgoingMessage) => Promise<string>;

export const projectNotFound = () => new NotFoundException('Project not found');

/** The condition that finds a project within a scope. */
export const projectWhere = (projectId: string, scope: ProjectScope) => ({
  id: projectId,
  ...('userId' in scope ? { userId: scope.userId } : {}),
});

/**
 * Work on a project starts when staff mark its first step done (the client's own checklist and questionnaires
 * are not our work): from then on its deposit is no longer refundable (project-refund-rule.ts). Stamps
 * onboardingStartedAt once, in the change's transaction.
 */
export async function markWorkStartedIn(manager: EntityManager, project: ProjectEntity): Promise<void> {
  if (project.onboardingStartedAt) return;
  project.onboardingStartedAt = new Date();
  await manager.update(ProjectEntity, { id: project.id }, { onboardingStartedAt: project.onboardingStartedAt });
  await recordProjectEventIn(manager, project.id, 'work_started');
}

/** Who made a change, as a timeline event's payload names them. */
export const changedBy = (user: SessionUser) => ({ by: user.role === 'admin' ? 'staff' : 'client', userId: user.id });

/**
 * One change to a project (docs/modules/projects.md): in one transaction on the project's row, locked so
 * changes to it run one at a time (FOR NO KEY UPDATE: rows that reference it can still be inserted), with the
 * outbox's `send` for its e-mails; then, once committed, its open pages are told which parts to fetch again.
 */
@Injectable()
export class ProjectChanges {
  private readonly logger = new Logger(ProjectChanges.name);

  constructor(
    private readonly outbox: OutboxService,
    private readonly feed: ProjectFeed,
  ) {}

  async apply<T>(
    projectId: string,
    scope: ProjectScope,
    parts: ProjectPart[],
    work: (manager: EntityManager, project: ProjectEntity, send: SendMail) => Promise<T>,
  ): Promise<T> {
    const result = await this.outbox.transaction(async (manager, send) => {
      const project = await manager.findOne(ProjectEntity, {
        where: projectWhere(projectId, scope),
        lock: { mode: 'for_no_key_update' },
      });
      if (!project) throw projectNotFound();
      return work(manager, project, send);
    });
    await this.tell(projectId, parts);
    return result;
  }

  /** Tells the project's open pages what changed. The change is committed: a page that misses it catches up when it reconnects. */
  async tell(projectId: string, parts: ProjectPart[]): Promise<void> {
    try {
      await Promise.all(parts.map((part) => this.feed.changed(projectId, part)));
    } catch (error) {
      this.logger.warn(`Live update of project ${projectId} not published: ${(error as Error).message}`);
    }
  }
}

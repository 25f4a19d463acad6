import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { CreateProjectTaskDto, ProjectTaskDto, UpdateProjectTaskDto } from './dto/project-workspace.dto';
import { OnboardingTaskEntity } from './entities/onboarding-task.entity';
import { ProjectEntity } from './entities/project.entity';
import { changedBy, ProjectChanges } from './project-changes';
import { ProjectDetails } from './project-details';
import { recordProjectEventIn } from './project-timeline';

const taskNotFound = () => new NotFoundException('Task not found on this project');

/**
 * Onboarding completes once, when the project has tasks and none is open (a task reopened later does not undo
 * it): one conditional update, so it is safe from any transaction that ticks or removes tasks (a submitted
 * questionnaire's too). `by` is who made the last change, as the timeline names them.
 */
export async function completeOnboardingIfDoneIn(
  manager: EntityManager,
  projectId: string,
  by: Record<string, unknown>,
): Promise<void> {
  const { affected } = await manager
    .createQueryBuilder()
    .update(ProjectEntity)
    .set({ onboardingCompletedAt: () => 'now()' })
    .where('id = :projectId AND onboarding_completed_at IS NULL', { projectId })
    .andWhere('EXISTS (SELECT 1 FROM onboarding_tasks task WHERE task.project_id = :projectId)')
    .andWhere(
      'NOT EXISTS (SELECT 1 FROM onboarding_tasks task WHERE task.project_id = :projectId AND NOT task.is_done)',
    )
    .execute();
  if (affected) await recordProjectEventIn(manager, projectId, 'onboarding_completed', by);
}

/**
 * The onboarding checklist (docs/modules/projects.md#tasks): staff add, change, tick and remove tasks; the
 * client ticks their plain tasks (a task linked to a questionnaire is ticked by submitting it). When every task
 * is done, onboarding is complete (dated once, recorded on the timeline).
 */
@Injectable()
export class ProjectTasks {
  constructor(
    private readonly changes: ProjectChanges,
    private readonly details: ProjectDetails,
  ) {}

  /** The client ticks or unticks a plain task of their own project; 409 for a task its questionnaire ticks. */
  tickByClient(user: SessionUser, projectId: string, taskId: string, isDone: boolean): Promise<ProjectTaskDto> {
    return this.changes.apply(projectId, { userId: user.id }, ['tasks'], async (manager, project) => {
      const task = await this.taskOf(manager, project, taskId);
      if (task.questionnaireKind) {
        throw new ConflictException(
          'This task is ticked when its questionnaire is submitted: fill it in from the checklist',
        );
      }
      await this.setDone(manager, project, task, isDone, user);
      return this.viewOf(manager, project, task.id);
    });
  }

  add(user: SessionUser, projectId: string, input: CreateProjectTaskDto): Promise<ProjectTaskDto> {
    return this.changes.apply(projectId, { staff: true }, ['tasks'], async (manager, project) => {
      const last = await manager.findOne(OnboardingTaskEntity, {
        select: { id: true, orderIndex: true },
        where: { projectId: project.id },
        order: { orderIndex: 'DESC' },
      });
      const task = await manager.save(
        manager.create(OnboardingTaskEntity, {
          projectId: project.id,
          orderIndex: (last?.orderIndex ?? -1) + 1,
          title: input.title,
          details: input.details || null,
          questionnaireKind: input.questionnaireKind ?? null,
        }),
      );
      await recordProjectEventIn(manager, project.id, 'task_added', {
        taskId: task.id,
        title: task.title,
        ...changedBy(user),
      });
      return this.viewOf(manager, project, task.id);
    });
  }

  update(user: SessionUser, projectId: string, taskId: string, input: UpdateProjectTaskDto): Promise<ProjectTaskDto> {
    return this.changes.apply(projectId, { staff: true }, ['tasks'], async (manager, project) => {
      const task = await this.taskOf(manager, project, taskId);
      const changed: string[] = [];
      if (input.title !== undefined && input.title !== task.title) changed.push('title');
      if (input.details !== undefined && (input.details || null) !== task.details) changed.push('details');
      if (input.questionnaireKind !== undefined && input.questionnaireKind !== task.questionnaireKind) {
        changed.push('questionnaireKind');
      }
      if (changed.length) {
        if (input.title !== undefined) task.title = input.title;
        if (input.details !== undefined) task.details = input.details || null;
        if (input.questionnaireKind !== undefined) task.questionnaireKind = input.questionnaireKind;
        await manager.save(task);
        await recordProjectEventIn(manager, project.id, 'task_changed', {
          taskId: task.id,
          title: task.title,
          changed,
          ...changedBy(user),
        });
      }
      if (input.isDone !== undefined) await this.setDone(manager, project, task, input.isDone, user);
      return this.viewOf(manager, project, task.id);
    });
  }

  async remove(user: SessionUser, projectId: string, taskId: string): Promise<void> {
    await this.changes.apply(projectId, { staff: true }, ['tasks'], async (manager, project) => {
      const task = await this.taskOf(manager, project, taskId);
      await manager.delete(OnboardingTaskEntity, { id: task.id });
      await recordProjectEventIn(manager, project.id, 'task_removed', {
        taskId: task.id,
        title: task.title,
        ...changedBy(user),
      });
      // The task left may have been the last one open.
      await completeOnboardingIfDoneIn(manager, project.id, changedBy(user));
    });
  }

  /** Ticks or unticks (a change only when it differs), then completes onboarding when nothing is left open. */
  private async setDone(
    manager: EntityManager,
    project: ProjectEntity,
    task: OnboardingTaskEntity,
    isDone: boolean,
    user: SessionUser,
  ): Promise<void> {
    if (task.isDone === isDone) return;
    task.isDone = isDone;
    task.completedAt = isDone ? new Date() : null;
    await manager.save(task);
    await recordProjectEventIn(manager, project.id, isDone ? 'task_done' : 'task_reopened', {
      taskId: task.id,
      title: task.title,
      ...changedBy(user),
    });
    if (isDone) await completeOnboardingIfDoneIn(manager, project.id, changedBy(user));
  }

  private async taskOf(manager: EntityManager, project: ProjectEntity, taskId: string): Promise<OnboardingTaskEntity> {
    const task = await manager.findOneBy(OnboardingTaskEntity, { id: taskId, projectId: project.id });
    if (!task) throw taskNotFound();
    return task;
  }

  private async viewOf(manager: EntityManager, project: ProjectEntity, taskId: string): Promise<ProjectTaskDto> {
    return (await this.details.tasksOf(manager, project)).find((task) => task.id === taskId)!;
  }
}

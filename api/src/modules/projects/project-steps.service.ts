import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { UserDirectory } from '../auth';
import { MailService } from '../notifications';
import {
  AdminProjectStepDto,
  CreateProjectStepDto,
  PROJECT_STEPS_MAX,
  ReorderProjectStepsDto,
  UpdateProjectStepDto,
} from './dto/project-workspace.dto';
import { ProjectStepEntity } from './entities/project-step.entity';
import { ProjectEntity } from './entities/project.entity';
import { changedBy, markWorkStartedIn, ProjectChanges, type SendMail } from './project-changes';
import { adminStep, ProjectDetails, stepStates } from './project-details';
import { projectStepDoneMail } from './project-mails';
import { recordProjectEventIn } from './project-timeline';

const stepNotFound = () => new NotFoundException('Step not found on this project');

/**
 * Staff's edits of a project's steps (docs/modules/projects.md#steps): add (last), change, mark done (dated,
 * and the client is e-mailed through the outbox) or not, remove, reorder. Each under the project's row lock,
 * recorded on its timeline; the client's open page is told once committed.
 */
@Injectable()
export class ProjectSteps {
  constructor(
    private readonly changes: ProjectChanges,
    private readonly details: ProjectDetails,
    private readonly users: UserDirectory,
    private readonly mail: MailService,
  ) {}

  add(user: SessionUser, projectId: string, input: CreateProjectStepDto): Promise<AdminProjectStepDto> {
    return this.changes.apply(projectId, { staff: true }, ['steps'], async (manager, project) => {
      const steps = await this.details.stepsOf(manager, project.id);
      if (steps.length >= PROJECT_STEPS_MAX) {
        throw new ConflictException(`A project has at most ${PROJECT_STEPS_MAX} steps`);
      }
      const step = await manager.save(
        manager.create(ProjectStepEntity, {
          projectId: project.id,
          orderIndex: Math.max(-1, ...steps.map((existing) => existing.orderIndex)) + 1,
          title: input.title,
          details: input.details || null,
          internalNote: input.internalNote || null,
        }),
      );
      await recordProjectEventIn(manager, project.id, 'step_added', {
        stepId: step.id,
        title: step.title,
        ...changedBy(user),
      });
      return this.viewOf(manager, project.id, step.id);
    });
  }

  update(
    user: SessionUser,
    projectId: string,
    stepId: string,
    input: UpdateProjectStepDto,
  ): Promise<AdminProjectStepDto> {
    return this.changes.apply(projectId, { staff: true }, ['steps'], async (manager, project, send) => {
      const step = await manager.findOneBy(ProjectStepEntity, { id: stepId, projectId: project.id });
      if (!step) throw stepNotFound();
      const changed: string[] = [];
      if (input.title !== undefined && input.title !== step.title) changed.push('title');
      if (input.details !== undefined && (input.details || null) !== step.details) changed.push('details');
      if (input.internalNote !== undefined && (input.internalNote || null) !== step.internalNote) {
        changed.push('internalNote');
      }
      if (changed.length) {
        if (input.title !== undefined) step.title = input.title;
        if (input.details !== undefined) step.details = input.details || null;
        if (input.internalNote !== undefined) step.internalNote = input.internalNote || null;
        await manager.save(step);
        // Names what changed, never the staff note's text.
        await recordProjectEventIn(manager, project.id, 'step_changed', {
          stepId: step.id,
          title: step.title,
          changed,
          ...changedBy(user),
        });
      }
      if (input.isDone !== undefined && input.isDone !== step.isDone) {
        step.isDone = input.isDone;
        step.completedAt = input.isDone ? new Date() : null;
        await manager.save(step);
        await recordProjectEventIn(manager, project.id, input.isDone ? 'step_done' : 'step_reopened', {
          stepId: step.id,
          title: step.title,
          ...changedBy(user),
        });
        if (input.isDone) {
          await markWorkStartedIn(manager, project);
          await this.tellClient(manager, send, project, step);
        }
      }
      return this.viewOf(manager, project.id, step.id);
    });
  }

  async remove(user: SessionUser, projectId: string, stepId: string): Promise<void> {
    await this.changes.apply(projectId, { staff: true }, ['steps'], async (manager, project) => {
      const step = await manager.findOneBy(ProjectStepEntity, { id: stepId, projectId: project.id });
      if (!step) throw stepNotFound();
      await manager.delete(ProjectStepEntity, { id: step.id });
      await recordProjectEventIn(manager, project.id, 'step_removed', {
        stepId: step.id,
        title: step.title,
        ...changedBy(user),
      });
    });
  }

  /** The new order must name every step of the project once (400 otherwise); the project's lock keeps the set still. */
  reorder(user: SessionUser, projectId: string, { stepIds }: ReorderProjectStepsDto): Promise<AdminProjectStepDto[]> {
    return this.changes.apply(projectId, { staff: true }, ['steps'], async (manager, project) => {
      const steps = await this.details.stepsOf(manager, project.id);
      const known = new Set(steps.map((step) => step.id));
      if (stepIds.length !== known.size || !stepIds.every((id) => known.has(id))) {
        throw new BadRequestException("stepIds must name each of the project's steps exactly once");
      }
      for (const [orderIndex, id] of stepIds.entries()) {
        await manager.update(ProjectStepEntity, { id }, { orderIndex });
      }
      await recordProjectEventIn(manager, project.id, 'steps_reordered', { stepIds, ...changedBy(user) });
      return this.viewsOf(manager, project.id);
    });
  }

  /** The client's "step done" e-mail, in the change's transaction (none for a project without an account). */
  private async tellClient(manager: EntityManager, send: SendMail, project: ProjectEntity, step: ProjectStepEntity) {
    const client = project.userId && (await this.users.people([project.userId], manager)).get(project.userId);
    if (!client) return;
    const next = (await this.details.stepsOf(manager, project.id)).find((candidate) => !candidate.isDone);
    await send(
      this.mail.compose(
        projectStepDoneMail,
        {
          projectId: project.id,
          clientName: client.fullName ?? 'there',
          projectTitle: project.title,
          stepTitle: step.title,
          nextStep: next?.title ?? null,
        },
        { email: client.email, userId: client.id },
      ),
    );
  }

  private async viewsOf(manager: EntityManager, projectId: string): Promise<AdminProjectStepDto[]> {
    const steps = await this.details.stepsOf(manager, projectId);
    const states = stepStates(steps);
    return steps.map((step, index) => adminStep(step, states[index]));
  }

  private async viewOf(manager: EntityManager, projectId: string, stepId: string): Promise<AdminProjectStepDto> {
    return (await this.viewsOf(manager, projectId)).find((step) => step.id === stepId)!;
  }
}

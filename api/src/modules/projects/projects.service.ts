import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OnboardingTaskEntity } from './entities/onboarding-task.entity';
import { ProjectStepEntity } from './entities/project-step.entity';
import { ProjectEntity } from './entities/project.entity';
import { DEFAULT_PROJECT_STEPS, onboardingTasksFor, PROJECT_STEP_TEMPLATES } from './projects.constants';

/** What a project is made from: an accepted proposal's terms (docs/modules/projects.md). */
export interface NewProject {
  proposalId: string;
  userId: string | null;
  serviceInquiryId: string | null;
  consultationId: string | null;
  service: string | null;
  title: string;
  description: string | null;
  totalAmountCents: number;
  depositAmountCents: number;
  balanceAmountCents: number;
  currency: string;
}

/** Projects: created (with their steps and onboarding) in the transaction of what sells them. */
@Injectable()
export class ProjectsService {
  /**
   * A project awaiting its deposit, with the steps of its service's template (PROJECT_STEP_TEMPLATES, else
   * DEFAULT_PROJECT_STEPS) and the onboarding checklist with its service's questionnaire task (onboardingTasksFor),
   * in the caller's transaction. One per proposal: a second for the same proposal breaks the unique index (the
   * caller holds the proposal's row lock anyway).
   */
  async createIn(manager: EntityManager, input: NewProject): Promise<ProjectEntity> {
    const project = await manager.save(manager.create(ProjectEntity, { ...input, status: 'awaiting_deposit' }));
    const steps = (input.service && PROJECT_STEP_TEMPLATES[input.service]) || DEFAULT_PROJECT_STEPS;
    await manager.insert(
      ProjectStepEntity,
      steps.map((title, orderIndex) => ({ projectId: project.id, orderIndex, title })),
    );
    await manager.insert(
      OnboardingTaskEntity,
      onboardingTasksFor(input.service).map((task, orderIndex) => ({ projectId: project.id, orderIndex, ...task })),
    );
    return project;
  }

  /** Names the project's deposit (or full) invoice and its balance invoice, in the caller's transaction. */
  async linkInvoicesIn(
    manager: EntityManager,
    projectId: string,
    invoices: { depositInvoiceId: string; balanceInvoiceId: string | null },
  ): Promise<void> {
    await manager.update(ProjectEntity, { id: projectId }, invoices);
  }
}

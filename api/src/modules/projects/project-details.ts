import { Injectable } from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import type { UserRole } from '../auth';
import { InvoiceEntity, LinkedInvoices } from '../billing';
import type {
  AdminProjectStepDto,
  PortalProjectStepDto,
  ProjectInvoiceDto,
  ProjectProposalDto,
  ProjectStepState,
  ProjectTaskDto,
} from './dto/project-workspace.dto';
import { OnboardingTaskEntity } from './entities/onboarding-task.entity';
import { ProjectMessageEntity } from './entities/project-message.entity';
import { ProjectStepEntity } from './entities/project-step.entity';
import { ProjectEntity } from './entities/project.entity';
import { QuestionnaireResponseEntity } from './entities/questionnaire-response.entity';
import type { QuestionnaireStatus } from './questionnaires/questionnaire-kinds';

/** How far a project is: its steps, its onboarding, and the messages one side has not read. */
export interface ProjectProgress {
  stepsDone: number;
  stepsTotal: number;
  currentStep: string | null;
  openTasks: number;
  tasksTotal: number;
  unreadMessages: number;
}

const NO_PROGRESS: ProjectProgress = {
  stepsDone: 0,
  stepsTotal: 0,
  currentStep: null,
  openTasks: 0,
  tasksTotal: 0,
  unreadMessages: 0,
};

/** Done steps are done; the first not done (in order) is current; the others not done are next. */
export function stepStates(steps: Pick<ProjectStepEntity, 'isDone'>[]): ProjectStepState[] {
  const current = steps.findIndex((step) => !step.isDone);
  return steps.map((step, index) => (step.isDone ? 'done' : index === current ? 'current' : 'next'));
}

export const portalStep = (step: ProjectStepEntity, state: ProjectStepState): PortalProjectStepDto => ({
  id: step.id,
  title: step.title,
  details: step.details,
  isDone: step.isDone,
  completedAt: step.completedAt?.toISOString() ?? null,
  state,
});

export const adminStep = (step: ProjectStepEntity, state: ProjectStepState): AdminProjectStepDto => ({
  ...portalStep(step, state),
  internalNote: step.internalNote,
});

/** Steps and tasks in the order the client sees them. */
const IN_ORDER = { orderIndex: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;

/** Who reads: the client (no drafts, the portal's PDF) or staff (everything, the back office's PDF). */
export type ProjectReader = 'client' | 'staff';

/**
 * What a project page shows beside the project's row (docs/modules/projects.md#the-project-page-api): steps
 * with their state, the onboarding checklist with its questionnaires' progress, the invoices as billing tells
 * them, the proposal, and the progress counts of the lists.
 */
@Injectable()
export class ProjectDetails {
  constructor(private readonly linkedInvoices: LinkedInvoices) {}

  /** Each project's progress; `unreadFrom`: whose messages count as unread (the other side's). */
  async progressOf(
    manager: EntityManager,
    projectIds: string[],
    unreadFrom: UserRole,
  ): Promise<Map<string, ProjectProgress>> {
    const progress = new Map(projectIds.map((id) => [id, { ...NO_PROGRESS }]));
    if (projectIds.length === 0) return progress;
    const [steps, tasks, unread] = await Promise.all([
      manager.find(ProjectStepEntity, {
        select: { id: true, projectId: true, title: true, isDone: true },
        where: { projectId: In(projectIds) },
        order: IN_ORDER,
      }),
      manager
        .createQueryBuilder(OnboardingTaskEntity, 'task')
        .select('task.projectId', 'projectId')
        .addSelect('COUNT(*)::int', 'total')
        .addSelect('COUNT(*) FILTER (WHERE NOT task.isDone)::int', 'open')
        .where('task.projectId IN (:...projectIds)', { projectIds })
        .groupBy('task.projectId')
        .getRawMany<{ projectId: string; total: number; open: number }>(),
      manager
        .createQueryBuilder(ProjectMessageEntity, 'message')
        .select('message.projectId', 'projectId')
        .addSelect('COUNT(*)::int', 'unread')
        .where('message.projectId IN (:...projectIds)', { projectIds })
        .andWhere('message.senderRole = :unreadFrom', { unreadFrom })
        .andWhere('message.readAt IS NULL')
        .groupBy('message.projectId')
        .getRawMany<{ projectId: string; unread: number }>(),
    ]);
    for (const step of steps) {
      const row = progress.get(step.projectId)!;
      row.stepsTotal += 1;
      if (step.isDone) row.stepsDone += 1;
      else row.currentStep ??= step.title;
    }
    for (const task of tasks)
      Object.assign(progress.get(task.projectId)!, { tasksTotal: task.total, openTasks: task.open });
    for (const row of unread) progress.get(row.projectId)!.unreadMessages = row.unread;
    return progress;
  }

  stepsOf(manager: EntityManager, projectId: string): Promise<ProjectStepEntity[]> {
    return manager.find(ProjectStepEntity, { where: { projectId }, order: IN_ORDER });
  }

  /**
   * The onboarding checklist, each task with how far its questionnaire is: the client's answers linked to this
   * project, or not linked to any yet (a draft they started elsewhere); submitted wins over a draft.
   */
  async tasksOf(manager: EntityManager, project: ProjectEntity): Promise<ProjectTaskDto[]> {
    const tasks = await manager.find(OnboardingTaskEntity, { where: { projectId: project.id }, order: IN_ORDER });
    const kinds = [...new Set(tasks.flatMap((task) => task.questionnaireKind ?? []))];
    const responses = kinds.length
      ? await manager.find(QuestionnaireResponseEntity, {
          select: { kind: true, status: true },
          where: [
            { kind: In(kinds), projectId: project.id },
            ...(project.userId ? [{ kind: In(kinds), userId: project.userId, projectId: IsNull() }] : []),
          ],
        })
      : [];
    const statusOf = new Map<string, QuestionnaireStatus>();
    for (const response of responses) {
      if (statusOf.get(response.kind) !== 'submitted') statusOf.set(response.kind, response.status);
    }
    return tasks.map((task) => ({
      id: task.id,
      title: task.title,
      details: task.details,
      isDone: task.isDone,
      completedAt: task.completedAt?.toISOString() ?? null,
      questionnaireKind: task.questionnaireKind,
      questionnaireStatus: task.questionnaireKind ? (statusOf.get(task.questionnaireKind) ?? null) : null,
    }));
  }

  /**
   * The invoices billing the project (its deposit, its balance, then any other linked to it, oldest first), as
   * billing tells them (LinkedInvoices). The client never sees a draft.
   */
  async invoicesOf(
    manager: EntityManager,
    project: ProjectEntity,
    reader: ProjectReader,
  ): Promise<ProjectInvoiceDto[]> {
    const named = [project.depositInvoiceId, project.balanceInvoiceId].filter((id): id is string => Boolean(id));
    const rows = await manager.find(InvoiceEntity, {
      select: { id: true },
      where: [{ projectId: project.id }, ...(named.length ? [{ id: In(named) }] : [])],
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    // The deposit and the balance (made in one transaction, so equally old) first, then the others.
    const rank = (id: string) => (id === project.depositInvoiceId ? 0 : id === project.balanceInvoiceId ? 1 : 2);
    rows.sort((a, b) => rank(a.id) - rank(b.id));
    const invoices = await Promise.all(rows.map((row) => this.linkedInvoices.findIn(manager, row.id)));
    return invoices.flatMap((invoice) =>
      !invoice || (reader === 'client' && invoice.status === 'draft')
        ? []
        : [
            {
              id: invoice.id,
              invoiceNumber: invoice.invoiceNumber,
              kind:
                invoice.id === project.depositInvoiceId
                  ? 'deposit'
                  : invoice.id === project.balanceInvoiceId
                    ? 'balance'
                    : 'other',
              status: invoice.status,
              totalCents: invoice.amountCents,
              amountDueCents: invoice.amountDueCents,
              currency: project.currency,
              dueDate: invoice.dueDate?.toISOString() ?? null,
              payUrl: invoice.payable ? invoice.payUrl : null,
              pdfUrl: `/api/${reader === 'client' ? 'portal' : 'admin'}/invoices/${invoice.id}/pdf`,
            },
          ],
    );
  }

  /**
   * The proposal's title and status. Proposals use projects (an acceptance creates the project), so projects may
   * not import proposals (no cycle between modules, docs/adding-a-module.md): these two columns are read by id.
   */
  async proposalOf(manager: EntityManager, proposalId: string | null): Promise<ProjectProposalDto | null> {
    if (!proposalId) return null;
    const [row] = await manager.query<{ id: string; title: string; status: string }[]>(
      'SELECT id, title, status FROM proposals WHERE id = $1',
      [proposalId],
    );
    return row ?? null;
  }
}

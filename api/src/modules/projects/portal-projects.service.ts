import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { AppConfig } from '../../config/app.config';
import { InvoiceEntity, PAYABLE_INVOICE_STATUSES, payInvoiceUrl } from '../billing';
import type { PortalProjectDetailDto } from './dto/project-workspace.dto';
import type { PortalProjectDto } from './dto/project.dto';
import { ProjectEntity } from './entities/project.entity';
import { projectNotFound } from './project-changes';
import { portalStep, ProjectDetails, type ProjectProgress, stepStates } from './project-details';

/**
 * The client's side of projects (docs/modules/projects.md): their own only, by the account that owns them
 * (`userId`); another client's project is never listed.
 */
@Injectable()
export class PortalProjectsService {
  constructor(
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
    private readonly details: ProjectDetails,
    private readonly config: AppConfig,
  ) {}

  /** The client's projects, newest first, each with its deposit invoice's pay page while it is unpaid. */
  async list(user: SessionUser, paging: PageQueryDto): Promise<Page<PortalProjectDto>> {
    const [projects, total] = await this.projects.findAndCount({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: paging.skip,
      take: paging.pageSize,
    });
    const [payable, progress] = await Promise.all([
      this.depositPayUrls(projects),
      this.details.progressOf(
        this.projects.manager,
        projects.map((project) => project.id),
        'admin',
      ),
    ]);
    return toPage(
      projects.map((project) =>
        portalRow(project, payable.get(project.depositInvoiceId ?? '') ?? null, progress.get(project.id)!),
      ),
      total,
      paging,
    );
  }

  /**
   * One of the client's projects with its steps (done, current, next), onboarding checklist, invoices sent to
   * them and proposal; another client's is 404 like an unknown id. Never a staff note (step notes, project notes).
   */
  async detail(user: SessionUser, projectId: string): Promise<PortalProjectDetailDto> {
    const manager = this.projects.manager;
    const project = await this.projects.findOneBy({ id: projectId, userId: user.id });
    if (!project) throw projectNotFound();
    const [payable, progress, steps, tasks, invoices, proposal] = await Promise.all([
      this.depositPayUrls([project]),
      this.details.progressOf(manager, [project.id], 'admin'),
      this.details.stepsOf(manager, project.id),
      this.details.tasksOf(manager, project),
      this.details.invoicesOf(manager, project, 'client'),
      this.details.proposalOf(manager, project.proposalId),
    ]);
    const states = stepStates(steps);
    return {
      ...portalRow(project, payable.get(project.depositInvoiceId ?? '') ?? null, progress.get(project.id)!),
      description: project.description,
      steps: steps.map((step, index) => portalStep(step, states[index])),
      tasks,
      invoices,
      proposal,
    };
  }

  /** The pay page of each deposit (or full) invoice that can be paid now, by invoice id. */
  private async depositPayUrls(projects: ProjectEntity[]): Promise<Map<string, string>> {
    const invoiceIds = projects.flatMap((project) => project.depositInvoiceId ?? []);
    const invoices = invoiceIds.length
      ? await this.projects.manager.find(InvoiceEntity, {
          select: { id: true, publicId: true, status: true },
          where: { id: In(invoiceIds) },
        })
      : [];
    return new Map(
      invoices
        .filter((invoice) => PAYABLE_INVOICE_STATUSES.includes(invoice.status))
        .map((invoice) => [invoice.id, payInvoiceUrl(this.config.PUBLIC_URL, invoice.publicId)]),
    );
  }
}

/** What the client sees of a project in a list: unread messages are staff's they have not read. */
export const portalRow = (
  project: ProjectEntity,
  payUrl: string | null,
  progress: ProjectProgress,
): PortalProjectDto => ({
  id: project.id,
  title: project.title,
  status: project.status,
  totalCents: project.totalAmountCents,
  depositCents: project.depositAmountCents,
  balanceCents: project.balanceAmountCents,
  currency: project.currency,
  payUrl,
  activatedAt: project.activatedAt?.toISOString() ?? null,
  createdAt: project.createdAt.toISOString(),
  stepsDone: progress.stepsDone,
  stepsTotal: progress.stepsTotal,
  currentStep: progress.currentStep,
  openTasks: progress.openTasks,
  unreadMessages: progress.unreadMessages,
});

import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { AdminTable } from '../../common/admin-table';
import { ExportColumn } from '../../common/export-columns';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { AppConfig } from '../../config/app.config';
import { personOf, UserDirectory, UserEntity } from '../auth';
import { InvoiceEntity } from '../billing';
import type { AdminProjectDetailDto, ProjectEventDto } from './dto/project-workspace.dto';
import { AdminProjectDto, AdminProjectFilterDto, ListAdminProjectsQueryDto } from './dto/project.dto';
import { OnboardingEventEntity } from './entities/onboarding-event.entity';
import { ProjectDocumentEntity } from './entities/project-document.entity';
import { ProjectMessageEntity } from './entities/project-message.entity';
import { ProjectNoteEntity } from './entities/project-note.entity';
import { ProjectEntity } from './entities/project.entity';
import { projectNotFound } from './project-changes';
import { adminStep, ProjectDetails, stepStates } from './project-details';
import { PROJECT_STATUS_TRANSITIONS } from './project-status.service';
import type { ProjectEventKind } from './project-timeline';

/** A project with its client account and deposit invoice, as the table reads them (joined by id). */
type ListedProject = ProjectEntity & {
  client?: Pick<UserEntity, 'id' | 'email' | 'firstName' | 'lastName'> | null;
  depositInvoice?: Pick<InvoiceEntity, 'id' | 'invoiceNumber' | 'clientName' | 'clientEmail'> | null;
};

/** The client's name as the table shows and sorts it: the account's full name, its e-mail, else the invoice's. */
const CLIENT_NAME_SQL =
  "COALESCE(NULLIF(TRIM(CONCAT_WS(' ', client.firstName, client.lastName)), ''), client.email, depositInvoice.clientName)";

const PROJECT_COLUMNS: ExportColumn<AdminProjectDto>[] = [
  { header: 'Title', value: (row) => row.title },
  { header: 'Status', value: (row) => row.status },
  { header: 'Client', value: (row) => row.clientName },
  { header: 'Email', value: (row) => row.clientEmail },
  { header: 'Service', value: (row) => row.service },
  { header: 'Total (USD)', value: (row) => row.totalCents / 100, type: 'money' },
  { header: 'Deposit (USD)', value: (row) => row.depositCents / 100, type: 'money' },
  { header: 'Balance (USD)', value: (row) => row.balanceCents / 100, type: 'money' },
  { header: 'Deposit invoice', value: (row) => row.depositInvoiceNumber },
  { header: 'Active since', value: (row) => row.activatedAt, type: 'instant' },
  { header: 'Created', value: (row) => row.createdAt, type: 'instant' },
];

const adminRow = (project: ListedProject): AdminProjectDto => {
  const person = project.client ? personOf(project.client) : null;
  const invoice = project.depositInvoice ?? null;
  return {
    id: project.id,
    title: project.title,
    status: project.status,
    userId: project.userId,
    clientName: person?.name ?? invoice?.clientName ?? null,
    clientEmail: person?.email ?? invoice?.clientEmail ?? null,
    service: project.service,
    proposalId: project.proposalId,
    serviceInquiryId: project.serviceInquiryId,
    consultationId: project.consultationId,
    totalCents: project.totalAmountCents,
    depositCents: project.depositAmountCents,
    balanceCents: project.balanceAmountCents,
    currency: project.currency,
    depositInvoiceId: project.depositInvoiceId,
    depositInvoiceNumber: invoice?.invoiceNumber ?? null,
    balanceInvoiceId: project.balanceInvoiceId,
    activatedAt: project.activatedAt?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
  };
};

/** Staff's side of projects (docs/modules/projects.md): the projects table and its export. */
@Injectable()
export class AdminProjectsService {
  constructor(
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
    private readonly details: ProjectDetails,
    private readonly users: UserDirectory,
    private readonly config: AppConfig,
  ) {}

  private readonly table = new AdminTable<ListedProject, AdminProjectDto, AdminProjectFilterDto>({
    query: (filter) => {
      const builder = this.projects
        .createQueryBuilder('project')
        .leftJoinAndMapOne('project.client', UserEntity, 'client', 'client.id = project.userId')
        .leftJoinAndMapOne(
          'project.depositInvoice',
          InvoiceEntity,
          'depositInvoice',
          'depositInvoice.id = project.depositInvoiceId',
        )
        // The project's columns, and only what the row shows of the account and the invoice.
        .select([
          'project',
          'client.id',
          'client.email',
          'client.firstName',
          'client.lastName',
          'depositInvoice.id',
          'depositInvoice.invoiceNumber',
          'depositInvoice.clientName',
          'depositInvoice.clientEmail',
        ])
        .addSelect(CLIENT_NAME_SQL, 'client_sort_name');
      if (filter.status) builder.andWhere('project.status = :status', { status: filter.status });
      if (filter.userId) builder.andWhere('project.userId = :userId', { userId: filter.userId });
      return builder as SelectQueryBuilder<ListedProject>;
    },
    searchIn: [
      "CONCAT_WS(' ', project.title, client.firstName, client.lastName, client.email, depositInvoice.clientName, depositInvoice.clientEmail)",
    ],
    // A project found by its day too: the day it was created (the business's calendar).
    searchDays: { expressions: ['project.createdAt'], timeZone: this.config.BUSINESS_TIME_ZONE },
    sortColumns: {
      createdAt: 'project.createdAt',
      activatedAt: 'project.activatedAt',
      title: 'project.title',
      // The selected expression's alias: the table's pages order by it as by a column.
      clientName: 'client_sort_name',
      totalCents: 'project.totalAmountCents',
      status: 'project.status',
    },
    tieBreaker: 'project.id',
    toRow: adminRow,
    exportColumns: PROJECT_COLUMNS,
    exportName: 'projects',
  });

  list(query: ListAdminProjectsQueryDto): Promise<Page<AdminProjectDto>> {
    return this.table.list(query);
  }

  export(filter: AdminProjectFilterDto): Promise<StreamableFile> {
    return this.table.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  /** Everything about one project: its row, client, steps with their staff notes, tasks, invoices, proposal and counts. */
  async detail(projectId: string): Promise<AdminProjectDetailDto> {
    const manager = this.projects.manager;
    const project = await this.projects.findOneBy({ id: projectId });
    if (!project) throw projectNotFound();
    const depositInvoice = project.depositInvoiceId
      ? await manager.findOne(InvoiceEntity, {
          select: { id: true, invoiceNumber: true, clientName: true, clientEmail: true },
          where: { id: project.depositInvoiceId },
        })
      : null;
    const [people, progress, steps, tasks, invoices, proposal, documents, messages, notes] = await Promise.all([
      this.users.people([project.userId], manager),
      this.details.progressOf(manager, [project.id], 'customer'),
      this.details.stepsOf(manager, project.id),
      this.details.tasksOf(manager, project),
      this.details.invoicesOf(manager, project, 'staff'),
      this.details.proposalOf(manager, project.proposalId),
      manager.countBy(ProjectDocumentEntity, { projectId: project.id }),
      manager.countBy(ProjectMessageEntity, { projectId: project.id }),
      manager.countBy(ProjectNoteEntity, { projectId: project.id }),
    ]);
    const client = project.userId ? (people.get(project.userId) ?? null) : null;
    const { stepsDone, stepsTotal, openTasks, tasksTotal, unreadMessages } = progress.get(project.id)!;
    const states = stepStates(steps);
    return {
      ...adminRow({ ...project, client: null, depositInvoice }),
      // The account's person, as everywhere (the row's client is the same, without a second join).
      ...(client ? { clientName: client.name, clientEmail: client.email } : {}),
      description: project.description,
      completedAt: project.completedAt?.toISOString() ?? null,
      onboardingCompletedAt: project.onboardingCompletedAt?.toISOString() ?? null,
      nextStatuses: [...PROJECT_STATUS_TRANSITIONS[project.status]],
      client: client && { id: client.id, name: client.name, email: client.email },
      steps: steps.map((step, index) => adminStep(step, states[index])),
      tasks,
      invoices,
      proposal,
      counts: { stepsDone, stepsTotal, openTasks, tasksTotal, documents, messages, unreadMessages, notes },
    };
  }

  /** The project's timeline, newest first. */
  async timeline(projectId: string, paging: PageQueryDto): Promise<Page<ProjectEventDto>> {
    if (!(await this.projects.existsBy({ id: projectId }))) throw projectNotFound();
    const [events, total] = await this.projects.manager.findAndCount(OnboardingEventEntity, {
      where: { projectId },
      order: { createdAt: 'DESC', sequence: 'DESC' },
      skip: paging.skip,
      take: paging.pageSize,
    });
    return toPage(
      events.map((event) => ({
        id: event.id,
        kind: event.kind as ProjectEventKind,
        payload: event.payload,
        createdAt: event.createdAt.toISOString(),
      })),
      total,
      paging,
    );
  }
}

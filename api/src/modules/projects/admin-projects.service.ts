import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { AdminTable } from '../../common/admin-table';
import { ExportColumn } from '../../common/export-columns';
import { Page } from '../../common/pagination';
import { AppConfig } from '../../config/app.config';
import { personOf, UserEntity } from '../auth';
import { InvoiceEntity } from '../billing';
import { AdminProjectDto, AdminProjectFilterDto, ListAdminProjectsQueryDto } from './dto/project.dto';
import { ProjectEntity } from './entities/project.entity';

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
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { AppConfig } from '../../config/app.config';
import { InvoiceEntity, PAYABLE_INVOICE_STATUSES, payInvoiceUrl } from '../billing';
import type { PortalProjectDto } from './dto/project.dto';
import { ProjectEntity } from './entities/project.entity';

/**
 * The client's side of projects (docs/modules/projects.md): their own only, by the account that owns them
 * (`userId`); another client's project is never listed.
 */
@Injectable()
export class PortalProjectsService {
  constructor(
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
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
    const invoiceIds = projects.flatMap((project) => project.depositInvoiceId ?? []);
    const invoices = invoiceIds.length
      ? await this.projects.manager.find(InvoiceEntity, {
          select: { id: true, publicId: true, status: true },
          where: { id: In(invoiceIds) },
        })
      : [];
    const payable = new Map(
      invoices
        .filter((invoice) => PAYABLE_INVOICE_STATUSES.includes(invoice.status))
        .map((invoice) => [invoice.id, payInvoiceUrl(this.config.PUBLIC_URL, invoice.publicId)]),
    );
    return toPage(
      projects.map((project) => portalRow(project, payable.get(project.depositInvoiceId ?? '') ?? null)),
      total,
      paging,
    );
  }
}

/** What the client sees of a project in a list. */
export const portalRow = (project: ProjectEntity, payUrl: string | null): PortalProjectDto => ({
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
});

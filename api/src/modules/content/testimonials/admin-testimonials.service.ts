import { BadRequestException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminTable } from '../../../common/admin-table';
import { ExportColumn } from '../../../common/export-columns';
import { Page } from '../../../common/pagination';
import { AppConfig } from '../../../config/app.config';
import { UserEntity } from '../../auth';
import { InvoiceEntity } from '../../billing';
import { OutboxService } from '../../notifications';
import { ProjectEntity } from '../../projects';
import { ContentCache } from '../cache/content-cache';
import { TestimonialEntity } from '../entities/testimonial.entity';
import { TestimonialsService } from '../testimonials.service';
import {
  AdminTestimonialDto,
  AdminTestimonialFilterDto,
  FeedbackTargetsDto,
  ListAdminTestimonialsQueryDto,
  ModerateTestimonialDto,
  RequestFeedbackDto,
} from './admin-testimonials.dto';
import { FeedbackRequests } from './feedback-requests';
import { FeedbackTarget } from './feedback-tokens';

/** The export's columns, in order. */
const EXPORT_COLUMNS: ExportColumn<AdminTestimonialDto>[] = [
  { header: 'Received', value: (row) => row.createdAt, type: 'instant' },
  { header: 'Name', value: (row) => row.name },
  { header: 'Company', value: (row) => row.company },
  { header: 'Rating', value: (row) => row.rating },
  { header: 'Status', value: (row) => row.status },
  { header: 'Published', value: (row) => row.isActive },
  { header: 'Shown on the site', value: (row) => row.isPublic },
  { header: 'Source', value: (row) => row.source },
  { header: 'Consent', value: (row) => row.consentPublic },
  { header: 'Service', value: (row) => row.serviceCategory },
  { header: 'Author e-mail', value: (row) => row.userEmail },
  { header: 'Project', value: (row) => row.projectTitle },
  { header: 'Invoice', value: (row) => row.invoiceNumber },
  { header: 'Testimonial', value: (row) => row.content },
];

/** Staff's side of testimonials: the moderation table, approve/reject/publish, and feedback requests. */
@Injectable()
export class AdminTestimonialsService {
  constructor(
    @InjectRepository(TestimonialEntity) private readonly testimonials: Repository<TestimonialEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    private readonly submissions: TestimonialsService,
    private readonly feedbackRequests: FeedbackRequests,
    private readonly outbox: OutboxService,
    private readonly cache: ContentCache,
    private readonly config: AppConfig,
  ) {}

  private readonly table = new AdminTable<TestimonialEntity, AdminTestimonialDto, AdminTestimonialFilterDto>({
    query: (filter) => {
      const builder = this.withLinks();
      if (filter.status) builder.andWhere('testimonial.status = :status', { status: filter.status });
      if (filter.source) builder.andWhere('testimonial.source = :source', { source: filter.source });
      return builder;
    },
    searchIn: ['testimonial.name', 'testimonial.company', 'testimonial.content', 'user.email'],
    sortColumns: { createdAt: 'testimonial.createdAt', rating: 'testimonial.rating', name: 'testimonial.name' },
    tieBreaker: 'testimonial.id',
    toRow: AdminTestimonialDto.from,
    exportColumns: EXPORT_COLUMNS,
    exportName: 'testimonials',
  });

  list(query: ListAdminTestimonialsQueryDto): Promise<Page<AdminTestimonialDto>> {
    return this.table.list(query);
  }

  export(filter: AdminTestimonialFilterDto): Promise<StreamableFile> {
    return this.table.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  /** Approves, rejects, publishes or unpublishes; the public list changes at once on every replica. */
  async moderate(id: number, dto: ModerateTestimonialDto): Promise<AdminTestimonialDto> {
    if (dto.status === undefined && dto.isActive === undefined) {
      throw new BadRequestException('Give a status or isActive');
    }
    const { affected } = await this.testimonials.update(id, {
      ...(dto.status !== undefined ? { status: dto.status } : {}),
      ...(dto.isActive !== undefined ? { isActive: dto.isActive } : {}),
    });
    if (!affected) throw new NotFoundException('No such testimonial');
    await this.cache.invalidate();
    return AdminTestimonialDto.from(await this.withLinks().where('testimonial.id = :id', { id }).getOneOrFail());
  }

  /** Testimonials with what their ids name, for staff: the author's e-mail, the project and the invoice. */
  private withLinks() {
    return this.testimonials
      .createQueryBuilder('testimonial')
      .leftJoinAndMapOne('testimonial.user', UserEntity, 'user', 'user.id = testimonial.userId')
      .leftJoinAndMapOne(
        'testimonial.relatedProject',
        ProjectEntity,
        'project',
        'project.id = testimonial.relatedProjectId',
      )
      .leftJoinAndMapOne(
        'testimonial.relatedInvoice',
        InvoiceEntity,
        'invoice',
        'invoice.id = testimonial.relatedInvoiceId',
      );
  }

  /** A user's projects and invoices, the things a feedback link may be about. */
  async feedbackTargets(userId: string): Promise<FeedbackTargetsDto> {
    if (!(await this.users.existsBy({ id: userId }))) throw new NotFoundException('No such user');
    const [projects, invoices] = await Promise.all([
      this.projects.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 100 }),
      this.invoices.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 100 }),
    ]);
    return {
      projects: projects.map(({ id, title, status }) => ({ id, title, status })),
      invoices: invoices.map(({ id, invoiceNumber, description, status }) => ({
        id,
        invoiceNumber,
        description,
        status,
      })),
    };
  }

  /** E-mails the user a link to /testimonial-form for one of their own projects or invoices. */
  async requestFeedback(dto: RequestFeedbackDto): Promise<string> {
    if (Boolean(dto.projectId) === Boolean(dto.invoiceId)) {
      throw new BadRequestException('Choose either a project or an invoice');
    }
    const user = await this.users.findOneBy({ id: dto.userId });
    if (!user) throw new NotFoundException('No such user');
    const target: FeedbackTarget = dto.projectId ? { projectId: dto.projectId } : { invoiceId: dto.invoiceId! };
    const context = await this.submissions
      .contextOf(this.testimonials.manager, { userId: user.id, target })
      .catch((error: unknown) => {
        if (!(error instanceof BadRequestException)) throw error;
        throw new BadRequestException(`That ${dto.projectId ? 'project' : 'invoice'} does not belong to ${user.email}`);
      });
    await this.outbox.send(
      this.feedbackRequests.compose(user, target, context.projectTitle ?? context.invoiceDescription!),
    );
    return user.email;
  }
}

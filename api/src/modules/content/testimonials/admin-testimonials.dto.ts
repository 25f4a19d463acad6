import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { ExportQuery, TableQuery } from '../../../common/admin-table';
import { PageOf } from '../../../common/pagination';
import { Present } from '../../../common/validation';
import { TESTIMONIAL_SOURCES, TESTIMONIAL_STATUSES, TestimonialSource, TestimonialStatus } from '../content.constants';
import type { UserEntity } from '../../auth';
import type { InvoiceEntity } from '../../billing';
import type { ProjectEntity } from '../../projects';
import type { TestimonialEntity } from '../entities/testimonial.entity';

/** A testimonial with the records its ids name, as staff's table reads it. */
export type TestimonialWithLinks = TestimonialEntity & {
  user?: Pick<UserEntity, 'email'> | null;
  relatedProject?: Pick<ProjectEntity, 'title'> | null;
  relatedInvoice?: Pick<InvoiceEntity, 'invoiceNumber'> | null;
};
import { ApiIdProperty } from '../../../common/id-param.pipe';

export const TESTIMONIAL_SORT_FIELDS = ['createdAt', 'rating', 'name'] as const;

/** The moderation table: status and source filters, search, sort, pages. */
export class ListAdminTestimonialsQueryDto extends TableQuery({
  sortFields: TESTIMONIAL_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: 'Part of the name, company, text or author e-mail',
}) {
  @ApiPropertyOptional({
    description: 'Only testimonials in this review status',
    enum: TESTIMONIAL_STATUSES,
    enumName: 'TestimonialStatus',
  })
  @Present()
  @IsIn(TESTIMONIAL_STATUSES)
  status?: TestimonialStatus;

  @ApiPropertyOptional({
    description: 'Only testimonials sent this way: the public form (website) or a feedback link',
    enum: TESTIMONIAL_SOURCES,
    enumName: 'TestimonialSource',
  })
  @IsOptional()
  @IsIn(TESTIMONIAL_SOURCES)
  source?: TestimonialSource;
}

/** The table's filters and sort without paging: the CSV export takes every matching row. */
export class AdminTestimonialFilterDto extends ExportQuery(ListAdminTestimonialsQueryDto) {}

/** A row of the moderation table: the testimonial with what staff need to judge it. */
@ApiSchema({ description: 'A row of the moderation table: the testimonial with what staff need to judge it' })
export class AdminTestimonialDto {
  @ApiIdProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Ana Lopez' })
  name: string;

  @ApiProperty({ example: 'Lopez Bakery LLC', type: String, nullable: true })
  company: string | null;

  @ApiProperty({ example: 'They formed our LLC and built our store in a month. Clear prices, fast answers.' })
  content: string;

  @ApiProperty({ type: 'integer', example: 5, minimum: 0, maximum: 5 })
  rating: number;

  @ApiProperty({ example: 'Business Formation & Legal Setup', type: String, nullable: true })
  serviceCategory: string | null;

  @ApiProperty({ enum: TESTIMONIAL_SOURCES, enumName: 'TestimonialSource' })
  source: TestimonialSource;

  @ApiProperty({ enum: TESTIMONIAL_STATUSES, enumName: 'TestimonialStatus' })
  status: TestimonialStatus;

  @ApiProperty({ example: true, description: 'Published: shown on the site once approved' })
  isActive: boolean;

  @ApiProperty({ example: true, description: 'The author allowed public display (the website form implies it)' })
  consentPublic: boolean;

  @ApiProperty({ example: true, description: 'Visitors see it now' })
  isPublic: boolean;

  @ApiProperty({
    format: 'email',
    type: String,
    nullable: true,
    description: 'The author’s account e-mail (feedback links)',
  })
  userEmail: string | null;

  @ApiProperty({ example: 'Lopez Bakery: LLC and online store', type: String, nullable: true })
  projectTitle: string | null;

  @ApiProperty({ type: String, nullable: true })
  invoiceNumber: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(entity: TestimonialWithLinks): AdminTestimonialDto {
    const { id, name, company, content, rating, serviceCategory, source, status, isActive, consentPublic } = entity;
    return {
      id,
      name,
      company,
      content,
      rating,
      serviceCategory,
      source,
      status,
      isActive,
      consentPublic,
      isPublic: status === 'approved' && isActive && (consentPublic || source === 'website'),
      userEmail: entity.user?.email ?? null,
      projectTitle: entity.relatedProject?.title ?? null,
      invoiceNumber: entity.relatedInvoice?.invoiceNumber ?? null,
      createdAt: entity.createdAt.toISOString(),
    };
  }
}

export const AdminTestimonialPageDto = PageOf(AdminTestimonialDto, 'AdminTestimonialPageDto');
export type AdminTestimonialPageDto = InstanceType<typeof AdminTestimonialPageDto>;

/** Staff's decision: approve or reject, publish or unpublish (either or both). */
export class ModerateTestimonialDto {
  @ApiPropertyOptional({ enum: TESTIMONIAL_STATUSES, enumName: 'TestimonialStatus' })
  @Present()
  @IsIn(TESTIMONIAL_STATUSES)
  status?: TestimonialStatus;

  @ApiPropertyOptional({ description: 'Publish (true) or unpublish (false)' })
  @Present()
  @IsBoolean()
  isActive?: boolean;
}

export class FeedbackTargetsQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The account whose projects and invoices to list' })
  @IsUUID()
  userId: string;
}

export class FeedbackProjectOptionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Lopez Bakery: LLC and online store' })
  title: string;

  @ApiProperty({ example: 'active' })
  status: string;
}

export class FeedbackInvoiceOptionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'INV-2025-0042' })
  invoiceNumber: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ example: 'paid' })
  status: string;
}

/** What a user's feedback link may be about: their projects and invoices, newest first. */
@ApiSchema({ description: "What a user's feedback link may be about: their projects and invoices, newest first" })
export class FeedbackTargetsDto {
  @ApiProperty({ type: [FeedbackProjectOptionDto] })
  projects: FeedbackProjectOptionDto[];

  @ApiProperty({ type: [FeedbackInvoiceOptionDto] })
  invoices: FeedbackInvoiceOptionDto[];
}

/** E-mail `userId` a feedback link about one of their projects or invoices (exactly one of the two). */
export class RequestFeedbackDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  userId: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The project (or give invoiceId)' })
  @ValidateIf((dto: RequestFeedbackDto) => dto.projectId !== undefined || dto.invoiceId === undefined)
  @IsUUID(undefined, { message: 'Choose a project or an invoice' })
  projectId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The invoice (or give projectId)' })
  @ValidateIf((dto: RequestFeedbackDto) => dto.invoiceId !== undefined || dto.projectId === undefined)
  @IsUUID(undefined, { message: 'Choose a project or an invoice' })
  invoiceId?: string;
}

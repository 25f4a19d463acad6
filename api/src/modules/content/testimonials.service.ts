import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, FindOptionsWhere, QueryFailedError, Repository } from 'typeorm';
import { SessionUser } from '../../common/access/access.decorators';
import { errorWithCode } from '../../common/http-exception.filter';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { UserEntity } from '../auth';
import { InvoiceEntity } from '../billing';
import { OutboxService, StaffAlerts } from '../notifications';
import { ProjectEntity } from '../projects';
import { TESTIMONIAL_DEFAULT_RATING } from './content.constants';
import {
  CreateTestimonialDto,
  FeedbackContextDto,
  SecureTestimonialDto,
  TestimonialDto,
  TestimonialReceivedDto,
} from './dto/testimonial.dto';
import { TestimonialEntity } from './entities/testimonial.entity';
import { FeedbackClaims, FeedbackTokens, invalidLink } from './testimonials/feedback-tokens';
import { newTestimonialMail } from './testimonials/testimonial.mails';

/**
 * Which testimonials visitors see: approved by staff, active, and published with the author's
 * consent. A testimonial sent through the public website form (source 'website') was written to
 * be shown, so sending it is the consent; one left through the secure post-payment link is shown
 * only when its author ticked consentPublic.
 */
export const PUBLIC_TESTIMONIAL_WHERE: FindOptionsWhere<TestimonialEntity>[] = [
  { status: 'approved', isActive: true, consentPublic: true },
  { status: 'approved', isActive: true, source: 'website' },
];

export const TESTIMONIAL_RECEIVED_MESSAGE = 'Thank you! Your testimonial will appear once our team has reviewed it.';

const linkUsed = () =>
  new ConflictException(errorWithCode('This feedback link has already been used.', 'FEEDBACK_LINK_USED'));
const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';

/** The name a feedback-link testimonial is signed with: the account's name, else its e-mail. */
export const authorName = (user: Pick<UserEntity, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;

@Injectable()
export class TestimonialsService {
  constructor(
    @InjectRepository(TestimonialEntity) private readonly testimonials: Repository<TestimonialEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tokens: FeedbackTokens,
    private readonly outbox: OutboxService,
    private readonly staffAlerts: StaffAlerts,
  ) {}

  /** Published testimonials, newest first; ones added together keep the order they were written in. */
  async listPublic(query: PageQueryDto): Promise<Page<TestimonialDto>> {
    const [rows, total] = await this.testimonials.findAndCount({
      where: PUBLIC_TESTIMONIAL_WHERE,
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return toPage(rows.map(TestimonialDto.from), total, query);
  }

  /** The public form: stored pending (hidden until staff approve it), staff told in the same transaction. */
  async createFromWebsite(dto: CreateTestimonialDto): Promise<TestimonialReceivedDto> {
    return this.store(
      {
        name: dto.name,
        company: dto.company,
        content: dto.content,
        rating: dto.rating ?? TESTIMONIAL_DEFAULT_RATING,
        image: null,
        serviceCategory: dto.serviceCategory || null,
        isActive: true,
        source: 'website',
        status: 'pending',
      },
      'the website form',
    );
  }

  /** What a feedback link of the caller is about; any link it cannot use is refused. */
  async validateFeedbackLink(token: string, caller: SessionUser): Promise<FeedbackContextDto> {
    const claims = this.tokens.verify(token, caller.id);
    if (await this.testimonials.existsBy({ feedbackTokenId: claims.id })) throw linkUsed();
    return this.contextOf(this.testimonials.manager, claims);
  }

  /** Feedback through a link: once per link (the unique feedbackTokenId decides a race), pending review. */
  async createFromFeedbackLink(dto: SecureTestimonialDto, caller: SessionUser): Promise<TestimonialReceivedDto> {
    const claims = this.tokens.verify(dto.token, caller.id);
    if (await this.testimonials.existsBy({ feedbackTokenId: claims.id })) throw linkUsed();
    await this.contextOf(this.testimonials.manager, claims);
    const user = await this.users.findOneByOrFail({ id: caller.id });
    try {
      return await this.store(
        {
          name: authorName(user),
          company: dto.company || null,
          content: dto.content,
          rating: dto.rating,
          consentPublic: dto.consentPublic ?? false,
          source: 'post-payment',
          status: 'pending',
          isActive: true,
          userId: user.id,
          relatedProjectId: claims.target.projectId ?? null,
          relatedInvoiceId: claims.target.invoiceId ?? null,
          feedbackTokenId: claims.id,
        },
        'a feedback link',
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw linkUsed();
      throw error;
    }
  }

  /** The project's title or the invoice's description, when it (still) belongs to the link's user. */
  async contextOf(manager: EntityManager, claims: Pick<FeedbackClaims, 'userId' | 'target'>) {
    const { projectId, invoiceId } = claims.target;
    if (projectId) {
      const project = await manager.findOneBy(ProjectEntity, { id: projectId, userId: claims.userId });
      if (!project) throw invalidLink();
      return { projectTitle: project.title, invoiceDescription: null };
    }
    const invoice = await manager.findOneBy(InvoiceEntity, { id: invoiceId, userId: claims.userId });
    if (!invoice) throw invalidLink();
    return { projectTitle: null, invoiceDescription: invoiceLabel(invoice) };
  }

  private async store(values: Partial<TestimonialEntity>, via: string): Promise<TestimonialReceivedDto> {
    return this.outbox.transaction(async (manager, send) => {
      const saved = await manager.save(TestimonialEntity, manager.create(TestimonialEntity, values));
      const alert = { name: saved.name, company: saved.company, rating: saved.rating, content: saved.content, via };
      for (const message of this.staffAlerts.messages(newTestimonialMail, alert)) await send(message);
      return { id: saved.id, status: saved.status, message: TESTIMONIAL_RECEIVED_MESSAGE };
    });
  }
}

/** How an invoice is named to its client: its description, else its number. */
export const invoiceLabel = (invoice: Pick<InvoiceEntity, 'description' | 'invoiceNumber'>) =>
  invoice.description?.trim() || `Invoice ${invoice.invoiceNumber}`;

import { BadRequestException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Not, Raw, Repository, SelectQueryBuilder } from 'typeorm';
import type { SessionUser } from '../../../common/access/access.decorators';
import { AdminTable, escapeLike } from '../../../common/admin-table';
import { ExportColumn } from '../../../common/export-columns';
import { Page } from '../../../common/pagination';
import { AppConfig } from '../../../config/app.config';
import { UserDirectory } from '../../auth';
import { EmailPayload, MailService, OutboxMessageEntity, OutboxService } from '../../notifications';
import { ofAccount } from '../../../common/account-rows';
import { ConsultationEntity } from '../entities/consultation.entity';
import { GeneralQuestionEntity } from '../entities/general-question.entity';
import { ServiceInquiryEntity } from '../entities/service-inquiry.entity';
import {
  AdminConsultationDetailDto,
  AdminConsultationDto,
  AdminConsultationFilterDto,
  AdminGeneralQuestionDetailDto,
  AdminGeneralQuestionDto,
  AdminGeneralQuestionFilterDto,
  AdminServiceInquiryDetailDto,
  AdminServiceInquiryDto,
  AdminServiceInquiryFilterDto,
  BookedCallDto,
  BookedCallsQueryDto,
  LeadHistoryItemDto,
  LeadHistoryKind,
  ListAdminConsultationsQueryDto,
  ListAdminGeneralQuestionsQueryDto,
  ListAdminServiceInquiriesQueryDto,
  ReplyToQuestionDto,
  WEEK_VIEW_MAX_DAYS,
} from './admin-leads.dto';
import { BookingStatusChangeEntity } from '../lifecycle/booking-status-change.entity';
import { BookingKind, transitionError } from '../lifecycle/status-transitions';
import { QuestionReplyEntity } from './question-reply.entity';
import { questionReplyMail } from './lead-reply.mails';
import { markLeadAnswered } from '../lifecycle/lead-answers';

type BookingLead = ConsultationEntity | ServiceInquiryEntity;
type BookingLeadFilter = AdminConsultationFilterDto | AdminServiceInquiryFilterDto;

/** Statuses whose booking no longer holds its time: left out of the week view. */
const RELEASED_STATUSES = ['cancelled', 'declined', 'rescheduled', 'closed'];
/** Mails to the lead's address this long before its submission still belong to it (clock skew). */
const MAIL_HISTORY_SLACK_MS = 5_000;
/**
 * The mail templates (key prefixes) about each kind of lead: a lead's history lists only these,
 * so a visitor's other mails (sign-in codes, another kind of lead) stay out of it.
 */
const MAIL_TEMPLATES_OF: Record<BookingKind, string[]> = {
  consultation: ['bookings.consultation-', 'consultation.'],
  service_inquiry: ['bookings.inquiry-'],
  general_question: ['bookings.question-'],
};
/** At most this many mails are listed in one lead's history. */
const MAIL_HISTORY_LIMIT = 50;
const DAY_MS = 24 * 3_600_000;
const HISTORY_ORDER: Record<LeadHistoryKind, number> = { received: 0, reply: 1, status: 2, email: 3 };

const CONTACT_COLUMNS = <
  Row extends { firstName: string; lastName: string; email: string; phone: string | null; country: string },
>(): ExportColumn<Row>[] => [
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone, type: 'phone' },
  { header: 'Country', value: (row) => row.country },
];

const bookingColumns = <Row extends AdminConsultationDto | AdminServiceInquiryDto>(
  businessTypeHeader: string,
): ExportColumn<Row>[] => [
  { header: 'Received', value: (row) => row.createdAt, type: 'instant' },
  { header: 'Status', value: (row) => row.status },
  { header: 'Scheduled', value: (row) => row.scheduledAt, type: 'instant' },
  ...CONTACT_COLUMNS<Row>(),
  { header: businessTypeHeader, value: (row) => row.businessType },
  { header: 'Services', value: (row) => row.servicesInterested.join('; ') },
  { header: 'Budget', value: (row) => row.budget },
  { header: 'Message', value: (row) => row.message },
  { header: 'Meeting link', value: (row) => row.meetingLink },
];

const QUESTION_COLUMNS: ExportColumn<AdminGeneralQuestionDto>[] = [
  { header: 'Received', value: (row) => row.createdAt, type: 'instant' },
  { header: 'Status', value: (row) => row.status },
  ...CONTACT_COLUMNS<AdminGeneralQuestionDto>(),
  { header: 'Service', value: (row) => row.serviceQuestion },
  { header: 'Question', value: (row) => row.message },
];

/** The filters the consultations and inquiries tables share, on `alias`. */
function filterBookingLeads<Entity extends BookingLead>(
  builder: SelectQueryBuilder<Entity>,
  alias: string,
  filter: BookingLeadFilter,
): SelectQueryBuilder<Entity> {
  if (filter.status) builder.andWhere(`${alias}.status = :status`, { status: filter.status });
  if (filter.createdFrom) builder.andWhere(`${alias}.createdAt >= :createdFrom`, { createdFrom: filter.createdFrom });
  if (filter.createdTo) builder.andWhere(`${alias}.createdAt <= :createdTo`, { createdTo: filter.createdTo });
  if (filter.scheduledFrom) {
    builder.andWhere(`${alias}.scheduledAt >= :scheduledFrom`, { scheduledFrom: filter.scheduledFrom });
  }
  if (filter.scheduledTo) builder.andWhere(`${alias}.scheduledAt <= :scheduledTo`, { scheduledTo: filter.scheduledTo });
  if (filter.service) builder.andWhere(`:service = ANY(${alias}.servicesInterested)`, { service: filter.service });
  if (filter.budget) builder.andWhere(`${alias}.budget = :budget`, { budget: filter.budget });
  if (filter.userId) builder.andWhere(ofAccount(alias, filter.userId));
  return builder;
}

/** Staff's leads inbox: the three tables with their exports, one lead with its history, replies, booked calls. */
@Injectable()
export class AdminLeadsService {
  constructor(
    @InjectRepository(ConsultationEntity) private readonly consultations: Repository<ConsultationEntity>,
    @InjectRepository(ServiceInquiryEntity) private readonly inquiries: Repository<ServiceInquiryEntity>,
    @InjectRepository(GeneralQuestionEntity) private readonly questions: Repository<GeneralQuestionEntity>,
    @InjectRepository(BookingStatusChangeEntity) private readonly changes: Repository<BookingStatusChangeEntity>,
    @InjectRepository(QuestionReplyEntity) private readonly replies: Repository<QuestionReplyEntity>,
    @InjectRepository(OutboxMessageEntity) private readonly outboxMessages: Repository<OutboxMessageEntity>,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly users: UserDirectory,
  ) {}

  /** A booking found by its day: the day it was received or the day of its call. */
  private leadDays() {
    return { expressions: ['lead.createdAt', 'lead.scheduledAt'], timeZone: this.config.BUSINESS_TIME_ZONE };
  }

  private readonly consultationsTable = new AdminTable<
    ConsultationEntity,
    AdminConsultationDto,
    AdminConsultationFilterDto
  >({
    query: (filter) => filterBookingLeads(this.consultations.createQueryBuilder('lead'), 'lead', filter),
    searchIn: ['lead.name', 'lead.email', 'lead.message'],
    searchDays: this.leadDays(),
    sortColumns: {
      createdAt: 'lead.createdAt',
      scheduledAt: 'lead.scheduledAt',
      name: 'lead.name',
      status: 'lead.status',
    },
    tieBreaker: 'lead.id',
    toRow: AdminConsultationDto.from,
    exportColumns: bookingColumns('Stage'),
    exportName: 'consultations',
  });

  private readonly inquiriesTable = new AdminTable<
    ServiceInquiryEntity,
    AdminServiceInquiryDto,
    AdminServiceInquiryFilterDto
  >({
    query: (filter) => filterBookingLeads(this.inquiries.createQueryBuilder('lead'), 'lead', filter),
    searchIn: ['lead.name', 'lead.email', 'lead.message'],
    searchDays: this.leadDays(),
    sortColumns: {
      createdAt: 'lead.createdAt',
      scheduledAt: 'lead.scheduledAt',
      name: 'lead.name',
      status: 'lead.status',
    },
    tieBreaker: 'lead.id',
    toRow: AdminServiceInquiryDto.from,
    exportColumns: bookingColumns('Business type'),
    exportName: 'service-inquiries',
  });

  private readonly questionsTable = new AdminTable<
    GeneralQuestionEntity,
    AdminGeneralQuestionDto,
    AdminGeneralQuestionFilterDto
  >({
    query: (filter) => {
      const builder = this.questions.createQueryBuilder('lead');
      if (filter.status) builder.andWhere('lead.status = :status', { status: filter.status });
      if (filter.createdFrom) builder.andWhere('lead.createdAt >= :createdFrom', { createdFrom: filter.createdFrom });
      if (filter.createdTo) builder.andWhere('lead.createdAt <= :createdTo', { createdTo: filter.createdTo });
      if (filter.service) builder.andWhere('lead.serviceQuestion = :service', { service: filter.service });
      if (filter.userId) builder.andWhere(ofAccount('lead', filter.userId));
      return builder;
    },
    searchIn: ["CONCAT(lead.firstName, ' ', lead.lastName)", 'lead.email', 'lead.message'],
    sortColumns: { createdAt: 'lead.createdAt', name: 'lead.lastName', status: 'lead.status' },
    tieBreaker: 'lead.id',
    toRow: AdminGeneralQuestionDto.from,
    exportColumns: QUESTION_COLUMNS,
    exportName: 'questions',
  });

  listConsultations(query: ListAdminConsultationsQueryDto): Promise<Page<AdminConsultationDto>> {
    return this.consultationsTable.list(query);
  }

  exportConsultations(filter: AdminConsultationFilterDto): Promise<StreamableFile> {
    return this.consultationsTable.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  listServiceInquiries(query: ListAdminServiceInquiriesQueryDto): Promise<Page<AdminServiceInquiryDto>> {
    return this.inquiriesTable.list(query);
  }

  exportServiceInquiries(filter: AdminServiceInquiryFilterDto): Promise<StreamableFile> {
    return this.inquiriesTable.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  listGeneralQuestions(query: ListAdminGeneralQuestionsQueryDto): Promise<Page<AdminGeneralQuestionDto>> {
    return this.questionsTable.list(query);
  }

  exportGeneralQuestions(filter: AdminGeneralQuestionFilterDto): Promise<StreamableFile> {
    return this.questionsTable.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  async consultation(id: string): Promise<AdminConsultationDetailDto> {
    const lead = await this.consultations.findOneBy({ id });
    if (!lead) throw new NotFoundException('No such consultation');
    return { ...AdminConsultationDto.from(lead), history: await this.history('consultation', lead) };
  }

  async serviceInquiry(id: string): Promise<AdminServiceInquiryDetailDto> {
    const lead = await this.inquiries.findOneBy({ id });
    if (!lead) throw new NotFoundException('No such service inquiry');
    return { ...AdminServiceInquiryDto.from(lead), history: await this.history('service_inquiry', lead) };
  }

  async generalQuestion(id: string): Promise<AdminGeneralQuestionDetailDto> {
    const lead = await this.questions.findOneBy({ id });
    if (!lead) throw new NotFoundException('No such question');
    return { ...AdminGeneralQuestionDto.from(lead), history: await this.history('general_question', lead) };
  }

  /**
   * E-mails the visitor staff's answer (through the outbox, in the same transaction), keeps it in the
   * question's history and marks a pending question answered (a status change like the life cycle's).
   */
  async reply(id: string, dto: ReplyToQuestionDto, actor: SessionUser): Promise<AdminGeneralQuestionDetailDto> {
    const staffName = (await this.users.people([actor.id])).get(actor.id)?.fullName ?? 'The team';
    await this.outbox.transaction(async (manager, send) => {
      const question = await manager.findOne(GeneralQuestionEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!question) throw new NotFoundException('No such question');
      const outboxMessageId = await send(
        this.mail.compose(
          questionReplyMail,
          {
            firstName: question.contact.firstName,
            serviceQuestion: question.serviceQuestion,
            question: question.message,
            reply: dto.message,
            staffName,
          },
          { email: question.contact.email, userId: question.userId },
        ),
      );
      await manager.insert(QuestionReplyEntity, {
        questionId: id,
        message: dto.message,
        outboxMessageId,
        sentByUserId: actor.id,
      });
      await markLeadAnswered(manager, 'general_question', id);
      // An answered or closed question keeps its status; the reply is still sent and kept.
      if (!transitionError('general_question', question.status, 'answered')) {
        await manager.update(GeneralQuestionEntity, id, { status: 'answered' });
        await manager.insert(BookingStatusChangeEntity, {
          bookingKind: 'general_question',
          bookingId: id,
          fromStatus: question.status,
          toStatus: 'answered',
          note: null,
          changedByUserId: actor.id,
        });
      }
    });
    return this.generalQuestion(id);
  }

  /** Consultations and inquiry calls booked in [from, to), by time; released bookings are left out. */
  async bookedCalls(query: BookedCallsQueryDto): Promise<BookedCallDto[]> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    const span = to.getTime() - from.getTime();
    if (span <= 0) throw new BadRequestException('to must be after from');
    if (span > WEEK_VIEW_MAX_DAYS * DAY_MS) {
      throw new BadRequestException(`The range may span at most ${WEEK_VIEW_MAX_DAYS} days`);
    }
    const booked = <Entity extends BookingLead>(repository: Repository<Entity>) =>
      repository
        .createQueryBuilder('lead')
        .where('lead.scheduledAt >= :from AND lead.scheduledAt < :to', { from, to })
        .andWhere('lead.status NOT IN (:...released)', { released: RELEASED_STATUSES })
        .getMany();
    const [consultations, inquiries] = await Promise.all([booked(this.consultations), booked(this.inquiries)]);
    const call = (leadType: BookingKind, lead: BookingLead): BookedCallDto => ({
      leadType,
      id: lead.id,
      name: lead.name,
      email: lead.contact.email,
      scheduledAt: lead.scheduledAt!.toISOString(),
      status: lead.status,
      servicesInterested: lead.servicesInterested,
      meetingLink: lead.meetingLink,
    });
    return [
      ...consultations.map((lead) => call('consultation', lead)),
      ...inquiries.map((lead) => call('service_inquiry', lead)),
    ].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id.localeCompare(b.id));
  }

  /**
   * The lead's history, oldest first: its submission, its status changes (the life cycle's
   * booking_status_changes), staff replies, and the mails about this kind of lead sent to its address
   * since it came in (outbox messages carry no lead id; two leads of one kind from one address share them).
   */
  private async history(
    kind: BookingKind,
    lead: { id: string; contact: { email: string }; createdAt: Date },
  ): Promise<LeadHistoryItemDto[]> {
    const [changes, replies] = await Promise.all([
      this.changes.find({
        where: { bookingKind: kind, bookingId: lead.id },
        order: { createdAt: 'ASC' },
      }),
      kind === 'general_question'
        ? this.replies.find({
            where: { questionId: lead.id },
            order: { createdAt: 'ASC' },
          })
        : Promise.resolve([]),
    ]);
    const linked = replies.flatMap((reply) => (reply.outboxMessageId ? [reply.outboxMessageId] : []));
    const [replyMails, staff] = await Promise.all([
      linked.length ? this.outboxMessages.findBy({ id: In(linked) }) : [],
      this.users.people([
        ...changes.map((change) => change.changedByUserId),
        ...replies.map((reply) => reply.sentByUserId),
      ]),
    ]);
    const replyMail = new Map(replyMails.map((mail) => [mail.id, mail]));
    const mails = await this.outboxMessages.find({
      where: {
        channel: 'email',
        recipient: lead.contact.email.toLowerCase(),
        containsSecret: false,
        template: Raw((column) => `${column} LIKE ANY(:templates)`, {
          templates: MAIL_TEMPLATES_OF[kind].map((prefix) => `${escapeLike(prefix)}%`),
        }),
        createdAt: MoreThanOrEqual(new Date(lead.createdAt.getTime() - MAIL_HISTORY_SLACK_MS)),
        ...(linked.length ? { id: Not(In(linked)) } : {}),
      },
      order: { createdAt: 'ASC' },
      take: MAIL_HISTORY_LIMIT,
    });
    const empty = { fromStatus: null, toStatus: null, subject: null, message: null, deliveryStatus: null, actor: null };
    const staffName = (userId: string | null) => (userId && staff.get(userId)?.name) || null;
    const items: LeadHistoryItemDto[] = [
      { ...empty, at: lead.createdAt.toISOString(), kind: 'received' },
      ...changes.map((change): LeadHistoryItemDto => ({
        ...empty,
        at: change.createdAt.toISOString(),
        kind: 'status',
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        message: change.note,
        actor: staffName(change.changedByUserId),
      })),
      ...replies.map((reply): LeadHistoryItemDto => {
        const mail = reply.outboxMessageId ? replyMail.get(reply.outboxMessageId) : undefined;
        return {
          ...empty,
          at: reply.createdAt.toISOString(),
          kind: 'reply',
          message: reply.message,
          subject: (mail?.payload as EmailPayload | undefined)?.subject ?? null,
          deliveryStatus: mail?.status ?? null,
          actor: staffName(reply.sentByUserId),
        };
      }),
      ...mails.map((mail): LeadHistoryItemDto => ({
        ...empty,
        at: mail.createdAt.toISOString(),
        kind: 'email',
        subject: (mail.payload as EmailPayload).subject,
        deliveryStatus: mail.status,
      })),
    ];
    // Same instant (one transaction): the submission, then the reply, the status change, the mails.
    return items.sort((a, b) => a.at.localeCompare(b.at) || HISTORY_ORDER[a.kind] - HISTORY_ORDER[b.kind]);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { type Page, PageQueryDto, toPage } from '../../../common/pagination';
import { ofAccount } from '../../../common/account-rows';
import { ConsultationEntity } from '../entities/consultation.entity';
import { GeneralQuestionEntity } from '../entities/general-question.entity';
import { ServiceInquiryEntity } from '../entities/service-inquiry.entity';
import { BookingLinks } from '../lifecycle/booking-links';
import { ACTIVE_CONSULTATION_STATUSES } from '../lifecycle/status-transitions';
import { PortalConsultationDto, PortalQuestionDto, PortalServiceInquiryDto } from './portal-bookings.dto';

/** The site-relative part of a signed link (the portal opens it on the site it is on). */
const sitePath = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** The signed-in client's own bookings (see ofAccount for which are theirs). */
@Injectable()
export class PortalBookingsService {
  constructor(
    @InjectRepository(ConsultationEntity) private readonly consultations: Repository<ConsultationEntity>,
    @InjectRepository(ServiceInquiryEntity) private readonly inquiries: Repository<ServiceInquiryEntity>,
    @InjectRepository(GeneralQuestionEntity) private readonly questions: Repository<GeneralQuestionEntity>,
    private readonly links: BookingLinks,
    private readonly clock: Clock,
  ) {}

  async listConsultations(userId: string, query: PageQueryDto): Promise<Page<PortalConsultationDto>> {
    const [rows, total] = await this.ownPage(this.consultations, userId, query);
    const now = this.clock.now();
    return toPage(
      rows.map((row) => {
        // The e-mails' links work while the booking is active and until its time.
        const changeable =
          ACTIVE_CONSULTATION_STATUSES.includes(row.status) && (!row.scheduledAt || row.scheduledAt > now);
        return {
          id: row.id,
          status: row.status,
          scheduledAt: row.scheduledAt?.toISOString() ?? null,
          meetingLink: row.meetingLink,
          servicesInterested: row.servicesInterested,
          createdAt: row.createdAt.toISOString(),
          cancelUrl: changeable ? sitePath(this.links.cancelUrl(row, now)) : null,
          rescheduleUrl: changeable ? sitePath(this.links.rescheduleUrl(row, now)) : null,
        };
      }),
      total,
      query,
    );
  }

  async listServiceInquiries(userId: string, query: PageQueryDto): Promise<Page<PortalServiceInquiryDto>> {
    const [rows, total] = await this.ownPage(this.inquiries, userId, query);
    return toPage(
      rows.map((row) => ({
        id: row.id,
        status: row.status,
        scheduledAt: row.scheduledAt?.toISOString() ?? null,
        meetingLink: row.meetingLink,
        servicesInterested: row.servicesInterested,
        budget: row.budget,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      query,
    );
  }

  async listQuestions(userId: string, query: PageQueryDto): Promise<Page<PortalQuestionDto>> {
    const [rows, total] = await this.ownPage(this.questions, userId, query);
    return toPage(
      rows.map((row) => ({
        id: row.id,
        status: row.status,
        serviceQuestion: row.serviceQuestion,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      query,
    );
  }

  /** One page of the account's rows of a booking table, newest first. */
  private ownPage<T extends ObjectLiteral>(
    repository: Repository<T>,
    userId: string,
    query: PageQueryDto,
  ): Promise<[T[], number]> {
    return repository
      .createQueryBuilder('b')
      .where(ofAccount('b', userId))
      .orderBy('b.created_at', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .skip(query.skip)
      .take(query.pageSize)
      .getManyAndCount();
  }
}

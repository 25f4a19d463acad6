import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { clientNetwork } from '../../common/client-address';
import { AppConfig } from '../../config/app.config';
import { EventBus } from '../../infrastructure/events/event-bus';
import type { SessionUser } from '../../common/access/access.decorators';
import { MailQuotas, MailService, OutboxService, OutgoingMessage, StaffAlerts } from '../notifications';
import {
  consultationReceivedMail,
  inquiryReceivedMail,
  questionReceivedMail,
  ScheduledCall,
} from './acknowledgement.templates';
import { LeadKind, leadAdminPath } from './bookings.constants';
import { ConsultationBooked } from './bookings.events';
import { formatInZone } from '../../common/time-zones';
import { AvailabilityService, HoldOwner } from './calendar/availability.service';
import {
  BookingReceivedDto,
  CreateConsultationDto,
  CreateGeneralQuestionDto,
  CreateServiceInquiryDto,
  fullName,
} from './dto/submissions.dto';
import { ContactColumns } from './entities/contact-columns';
import { ConsultationEntity } from './entities/consultation.entity';
import { GeneralQuestionEntity } from './entities/general-question.entity';
import { ServiceInquiryEntity } from './entities/service-inquiry.entity';
import { ConsultationLifecycle } from './lifecycle/consultation-lifecycle.service';
import { MeetingLinks } from './meeting-links';
import { PendingBookingCaps } from './pending-bookings';

type Send = (message: OutgoingMessage) => Promise<string>;

/**
 * The three public submissions. Each is stored with its e-mails (the visitor's acknowledgement, the staff
 * alerts) in one transaction; a chosen time is held in the same transaction, so a booking exists exactly
 * when its slot is held. Anyone can type any address, so an acknowledgement echoes what the visitor typed
 * only to an address they proved, and one address gets at most LEAD_ACKNOWLEDGEMENTS_PER_DAY of them a
 * day (counted in the database with the submission); past that, the lead is stored and staff alerted all
 * the same.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly staffAlerts: StaffAlerts,
    private readonly availability: AvailabilityService,
    private readonly meetingLinks: MeetingLinks,
    private readonly config: AppConfig,
    private readonly lifecycle: ConsultationLifecycle,
    private readonly quotas: MailQuotas,
    private readonly caps: PendingBookingCaps,
    private readonly events: EventBus,
  ) {}

  async createConsultation(
    dto: CreateConsultationDto,
    clientAddress: string | null,
    user?: SessionUser,
  ): Promise<BookingReceivedDto> {
    return this.outbox.transaction(async (manager, send) => {
      let scheduled: ScheduledCall | null = null;
      const store = async () => {
        // After a reschedule has moved the old booking, which then no longer counts.
        await this.caps.check(manager, dto.email, clientAddress);
        const stored = await manager.save(
          manager.create(ConsultationEntity, this.bookingFields(dto, clientAddress, user)),
        );
        scheduled = await this.schedule(manager, stored, { consultationId: stored.id });
        return stored;
      };
      // A reschedule moves the old booking in this same transaction (lifecycle/), which e-mails the visitor.
      const moved = dto.oldConsultationId
        ? await this.lifecycle.rescheduleIn(
            manager,
            send,
            { oldConsultationId: dto.oldConsultationId, token: dto.rescheduleToken ?? undefined, email: dto.email },
            store,
          )
        : null;
      const consultation = moved ? moved.consultation : await store();
      if (!moved) {
        await this.events.publish(manager, ConsultationBooked, {
          consultationId: consultation.id,
          userId: consultation.userId,
          scheduledAt: consultation.scheduledAt?.toISOString() ?? null,
        });
      }
      if (!moved && (await this.mayAcknowledge(manager, dto))) {
        const proven = provenBy(dto, user);
        await send(
          this.mail.compose(
            consultationReceivedMail,
            {
              firstName: proven ? dto.firstName : null,
              scheduled,
              links: this.lifecycle.manageLinks(consultation, undefined, proven ? 'all' : 'choices'),
            },
            this.visitor(dto, user),
          ),
        );
      }
      await this.alertStaff(
        send,
        moved ? 'Consultation rescheduled' : 'Consultation request',
        'consultations',
        { name: consultation.name, email: consultation.contact.email },
        [
          ['Where they are at', dto.businessType],
          ...this.bookingDetails(consultation),
          ...(moved ? [['Rescheduling fee', moved.feeNote ?? 'none (free reschedule)'] as [string, string]] : []),
        ],
      );
      return {
        ...received(consultation),
        calendarUrl: this.lifecycle.calendarUrl(consultation),
        ...(moved ? { rescheduleFeeNote: moved.feeNote } : {}),
      };
    });
  }

  async createServiceInquiry(
    dto: CreateServiceInquiryDto,
    clientAddress: string | null,
    user?: SessionUser,
  ): Promise<BookingReceivedDto> {
    return this.outbox.transaction(async (manager, send) => {
      // Only an inquiry with a call takes a slot, so only that one counts against the pending caps.
      if (dto.scheduledAt) await this.caps.check(manager, dto.email, clientAddress);
      const inquiry = await manager.save(
        manager.create(ServiceInquiryEntity, this.bookingFields(dto, clientAddress, user)),
      );
      const scheduled = await this.schedule(manager, inquiry, { serviceInquiryId: inquiry.id });
      if (await this.mayAcknowledge(manager, dto)) {
        await send(
          this.mail.compose(
            inquiryReceivedMail,
            {
              firstName: provenBy(dto, user) ? dto.firstName : null,
              services: dto.servicesInterested,
              scheduled,
            },
            this.visitor(dto, user),
          ),
        );
      }
      await this.alertStaff(
        send,
        'Service inquiry',
        'service-inquiries',
        { name: inquiry.name, email: inquiry.contact.email },
        [['Business type', dto.businessType], ...this.bookingDetails(inquiry)],
      );
      return received(inquiry);
    });
  }

  async createGeneralQuestion(dto: CreateGeneralQuestionDto, user?: SessionUser): Promise<BookingReceivedDto> {
    return this.outbox.transaction(async (manager, send) => {
      const question = await manager.save(
        manager.create(GeneralQuestionEntity, {
          userId: user?.id ?? null,
          contact: ContactColumns.of(dto),
          serviceQuestion: dto.serviceQuestion,
          message: dto.message,
          status: 'pending',
        }),
      );
      if (await this.mayAcknowledge(manager, dto)) {
        const proven = provenBy(dto, user);
        await send(
          this.mail.compose(
            questionReceivedMail,
            {
              firstName: proven ? dto.firstName : null,
              topic: dto.serviceQuestion,
              question: proven ? dto.message : null,
            },
            this.visitor(dto, user),
          ),
        );
      }
      await this.alertStaff(
        send,
        'Quick question',
        'general-questions',
        { name: fullName(dto.firstName, dto.lastName), email: dto.email },
        [
          ['Service', dto.serviceQuestion],
          ['Country', dto.country],
          ['Phone', dto.phone ?? '-'],
          ['Question', dto.message],
        ],
      );
      return { id: question.id, status: question.status, scheduledAt: null, meetingLink: null, calendarUrl: null };
    });
  }

  /** The stored fields of a consultation or inquiry: userId from the session only, name derived. */
  private bookingFields(
    dto: CreateConsultationDto | CreateServiceInquiryDto,
    clientAddress: string | null,
    user?: SessionUser,
  ) {
    return {
      userId: user?.id ?? null,
      clientAddress,
      clientNetwork: clientAddress ? clientNetwork(clientAddress) : null,
      contact: ContactColumns.of(dto),
      name: fullName(dto.firstName, dto.lastName),
      businessType: dto.businessType,
      servicesInterested: dto.servicesInterested,
      budget: dto.budget,
      message: dto.message,
      status: 'pending' as const,
      scheduledAt: dto.scheduledAt ? new Date(dto.scheduledAt) : null,
      meetingLink: dto.scheduledAt ? this.meetingLinks.create() : null,
    };
  }

  /** Holds the booking's chosen time, if any (400 or 409 roll the whole submission back). */
  private async schedule(
    manager: EntityManager,
    booking: { scheduledAt: Date | null; meetingLink: string | null },
    owner: HoldOwner,
  ): Promise<ScheduledCall | null> {
    if (!booking.scheduledAt) return null;
    await this.availability.hold(manager, booking.scheduledAt, owner);
    return {
      when: formatInZone(booking.scheduledAt, this.config.BUSINESS_TIME_ZONE),
      meetingLink: booking.meetingLink!,
    };
  }

  private bookingDetails(booking: ConsultationEntity | ServiceInquiryEntity): [string, string][] {
    return [
      ['Services', booking.servicesInterested.join(', ')],
      ['Budget', booking.budget],
      ['Country', booking.contact.country],
      ['Phone', booking.contact.phone ?? '-'],
      [
        'Requested time',
        booking.scheduledAt ? formatInZone(booking.scheduledAt, this.config.BUSINESS_TIME_ZONE) : 'none chosen',
      ],
      ['Message', booking.message],
    ];
  }

  private async alertStaff(
    send: Send,
    kind: string,
    tab: LeadKind,
    lead: { name: string; email: string },
    details: [string, string][],
  ) {
    const alerts = this.staffAlerts.newLeadMessages({
      kind,
      name: lead.name,
      email: lead.email,
      details,
      adminPath: leadAdminPath(tab, lead.email),
    });
    for (const alert of alerts) await send(alert);
  }

  /** Takes one of the address's acknowledgements of the day (LEAD_ACKNOWLEDGEMENTS_PER_DAY): false when spent. */
  private mayAcknowledge(manager: EntityManager, dto: { email: string }): Promise<boolean> {
    return this.quotas.take(manager, 'lead-acknowledgement', dto.email, this.config.LEAD_ACKNOWLEDGEMENTS_PER_DAY);
  }

  /** The acknowledgement goes to the address given; a signed-in visitor's copy is linked to their account. */
  private visitor(dto: { email: string }, user?: SessionUser) {
    return { email: dto.email, userId: user?.id ?? null };
  }
}

/**
 * Whether the visitor proved they own the address they typed: it is the one of the account they are signed
 * in with (only accounts whose address was verified can sign in).
 */
const provenBy = (dto: { email: string }, user?: SessionUser) =>
  user !== undefined && user.email.toLowerCase() === dto.email.toLowerCase();

const received = (booking: ConsultationEntity | ServiceInquiryEntity): BookingReceivedDto => ({
  id: booking.id,
  status: booking.status,
  scheduledAt: booking.scheduledAt?.toISOString() ?? null,
  meetingLink: booking.meetingLink,
  calendarUrl: null,
});

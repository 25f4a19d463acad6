import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { EntityManager, In, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { Page, toPage } from '../../../common/pagination';
import { RequestValidationException } from '../../../common/validation';
import { UserDirectory } from '../../auth';
import { OutboxService, StaffAlerts, MailService, type OutgoingMessage } from '../../notifications';
import { visibleTo } from '../documents/project-documents.service';
import { projectFor, roleOf, type ProjectViewer } from '../project-viewer';
import { ProjectDocumentEntity } from '../entities/project-document.entity';
import { ProjectMessageEntity } from '../entities/project-message.entity';
import { ProjectEntity } from '../entities/project.entity';
import { ProjectFeed } from '../live/project-feed';
import type {
  ListProjectMessagesQueryDto,
  MessagesReadDto,
  PostProjectMessageDto,
  ProjectMessageDto,
} from './project-message.dto';
import { newMessageClientMail, newMessageStaffMail } from './project-messages.mails';

/** At most one e-mail per thread and side in this many minutes (docs/modules/projects.md#messages). */
export const MESSAGE_NOTICE_MINUTES = 10;

/** How a sender with no account left is named. */
const FORMER_SENDER = { customer: 'Client', admin: 'Inspivision' } as const;

/**
 * A project's message thread between its client and staff (docs/modules/projects.md#messages): read newest first
 * or caught up on, written with an optional attached document, marked read; each new message tells open project
 * pages, and e-mails the other side at most once per MESSAGE_NOTICE_MINUTES.
 */
@Injectable()
export class ProjectMessagesService {
  private readonly logger = new Logger('ProjectMessages');

  constructor(
    @InjectRepository(ProjectMessageEntity) private readonly messages: Repository<ProjectMessageEntity>,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly staffAlerts: StaffAlerts,
    private readonly people: UserDirectory,
    private readonly feed: ProjectFeed,
    private readonly clock: Clock,
  ) {}

  /** The thread, newest first; with `after` (a message id or a time), only the newer messages. */
  async list(
    viewer: ProjectViewer,
    projectId: string,
    query: ListProjectMessagesQueryDto,
  ): Promise<Page<ProjectMessageDto>> {
    const manager = this.messages.manager;
    await projectFor(manager, viewer, projectId);
    const thread = this.messages
      .createQueryBuilder('message')
      .where('message.projectId = :projectId', { projectId })
      .orderBy('message.createdAt', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .skip(query.skip)
      .take(query.pageSize);
    if (query.after && isUUID(query.after)) {
      const known = await this.messages.existsBy({ id: query.after, projectId });
      if (!known) {
        throw new RequestValidationException([{ field: 'after', message: 'after names no message of this project' }]);
      }
      // Compared in the database, at its own precision (microseconds), in the order of the thread.
      thread.andWhere(
        '(message.created_at, message.id) > (SELECT ref.created_at, ref.id FROM project_messages ref WHERE ref.id = :after)',
        { after: query.after },
      );
    } else if (query.after) {
      thread.andWhere('message.createdAt > :after', { after: new Date(query.after) });
    }
    const [rows, total] = await thread.getManyAndCount();
    return toPage(await this.views(manager, viewer, rows), total, query);
  }

  /**
   * Posts a message. In its transaction: the other side's e-mail, when none was sent for this thread in the last
   * MESSAGE_NOTICE_MINUTES (a conditional update of the project's notice time, so two concurrent messages send one).
   * After commit, open project pages are told.
   */
  async post(viewer: ProjectViewer, projectId: string, dto: PostProjectMessageDto): Promise<ProjectMessageDto> {
    const message = await this.outbox.transaction(async (manager, send) => {
      const project = await projectFor(manager, viewer, projectId);
      if (dto.attachmentId) await this.checkAttachment(manager, viewer, projectId, dto.attachmentId);
      const row = manager.create(ProjectMessageEntity, {
        projectId,
        senderUserId: viewer.user.id,
        senderRole: roleOf(viewer.side),
        body: dto.body,
        attachmentId: dto.attachmentId ?? null,
        readAt: null,
      });
      await manager.insert(ProjectMessageEntity, row);
      for (const notice of await this.noticesIn(manager, viewer, project)) await send(notice);
      return row;
    });
    await this.feed
      .messagePosted(projectId, message.id)
      .catch((error: Error) => this.logger.warn(`Live update not sent: ${error.message}`));
    return (await this.views(this.messages.manager, viewer, [message]))[0];
  }

  /** Marks the other side's unread messages read; open project pages are told when any was. */
  async markRead(viewer: ProjectViewer, projectId: string): Promise<MessagesReadDto> {
    await projectFor(this.messages.manager, viewer, projectId);
    const other = viewer.side === 'client' ? 'admin' : 'customer';
    const result = await this.messages
      .createQueryBuilder()
      .update()
      .set({ readAt: this.clock.now() })
      .where('project_id = :projectId AND sender_role = :other AND read_at IS NULL', { projectId, other })
      .execute();
    const markedRead = result.affected ?? 0;
    if (markedRead > 0) {
      await this.feed
        .changed(projectId, 'messages')
        .catch((error: Error) => this.logger.warn(`Live update not sent: ${error.message}`));
    }
    return { markedRead };
  }

  /** An attachment is a document of the project the sender sees, whose scan is clean. */
  private async checkAttachment(manager: EntityManager, viewer: ProjectViewer, projectId: string, id: string) {
    // Locked so that it cannot be deleted before the message naming it is written.
    const document = await manager.findOne(ProjectDocumentEntity, {
      where: { id, projectId },
      lock: { mode: 'pessimistic_read' },
    });
    if (!document || !visibleTo(viewer, document) || document.scanStatus !== 'clean') {
      throw new RequestValidationException([
        { field: 'attachmentId', message: 'attachmentId must name a document of this project that you can see' },
      ]);
    }
  }

  /**
   * The e-mail telling the other side (the client's account, or staff's alert addresses) there is a new message,
   * unless one was sent for this thread in the last MESSAGE_NOTICE_MINUTES. It links to the project page, never
   * carrying the thread.
   */
  private async noticesIn(
    manager: EntityManager,
    viewer: ProjectViewer,
    project: ProjectEntity,
  ): Promise<OutgoingMessage[]> {
    const toClient = viewer.side === 'staff';
    if (toClient && !project.userId) return [];
    const now = this.clock.now();
    const column = toClient ? 'client_message_notice_at' : 'staff_message_notice_at';
    const claimed = await manager
      .createQueryBuilder()
      .update(ProjectEntity)
      .set(toClient ? { clientMessageNoticeAt: now } : { staffMessageNoticeAt: now })
      .where('id = :id', { id: project.id })
      .andWhere(`(${column} IS NULL OR ${column} <= :cutoff)`, {
        cutoff: new Date(now.getTime() - MESSAGE_NOTICE_MINUTES * 60_000),
      })
      .execute();
    if (claimed.affected !== 1) return [];
    const people = await this.people.people([project.userId], manager);
    const client = people.get(project.userId ?? '');
    const data = {
      projectId: project.id,
      projectTitle: project.title,
      recipientName: client?.fullName ?? null,
      clientName: client?.name ?? 'The client',
    };
    if (!toClient) return this.staffAlerts.messages(newMessageStaffMail, data);
    if (!client) return [];
    return [this.mail.compose(newMessageClientMail, data, { email: client.email, userId: client.id })];
  }

  /** The messages as `viewer` sees them: their senders' names, and attachments the viewer can see. */
  private async views(
    manager: EntityManager,
    viewer: ProjectViewer,
    rows: ProjectMessageEntity[],
  ): Promise<ProjectMessageDto[]> {
    const attachmentIds = [...new Set(rows.flatMap((row) => row.attachmentId ?? []))];
    const [people, documents] = await Promise.all([
      this.people.people(
        rows.map((row) => row.senderUserId),
        manager,
      ),
      attachmentIds.length ? manager.findBy(ProjectDocumentEntity, { id: In(attachmentIds) }) : [],
    ]);
    const attachments = new Map(
      documents.filter((document) => visibleTo(viewer, document)).map((document) => [document.id, document]),
    );
    return rows.map((row) => {
      const attachment = attachments.get(row.attachmentId ?? '');
      const senderRole = row.senderRole;
      return {
        id: row.id,
        body: row.body,
        senderRole,
        senderName: people.get(row.senderUserId ?? '')?.name ?? FORMER_SENDER[senderRole],
        mine: row.senderUserId === viewer.user.id,
        attachment: attachment
          ? {
              id: attachment.id,
              originalName: attachment.originalName,
              sizeBytes: attachment.sizeBytes,
              mimeType: attachment.mimeType,
            }
          : null,
        readAt: row.readAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }
}

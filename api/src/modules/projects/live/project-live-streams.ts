import { Injectable, Logger, MessageEvent, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Observable, Subscriber } from 'rxjs';
import { Repository } from 'typeorm';
import { DependencyUnavailableException } from '../../../common/dependency-unavailable.exception';
import { LiveEvent, LiveUpdates } from '../../../infrastructure/live-updates/live-updates';
import { projectFor, type ProjectViewer } from '../project-viewer';
import { ProjectMessageEntity } from '../entities/project-message.entity';
import {
  CURSOR_TIME_SQL,
  formatCursor,
  laterCursor,
  type MessageCursor,
  parseCursor,
  THREAD_START,
} from './message-cursor';
import { projectChannel } from './project-feed';

/** The pace of a live stream (a class, so a test can give shorter ones). */
@Injectable()
export class LiveStreamTiming {
  /** A comment this often keeps proxies (nginx waits 60 s) and browsers from taking a quiet stream for a dead one. */
  heartbeatMs = 15_000;
  /** How long a browser waits before reconnecting (the `retry:` field). */
  retryMs = 3_000;
}

/** At most this many missed messages are replayed one by one; past it, the page is told to fetch everything again. */
export const REPLAY_LIMIT = 500;
/** How many message ids a stream remembers to skip one it already sent (a replayed message published again). */
const SENT_MEMORY = 1_000;

/**
 * The open live streams of project pages on this replica (docs/modules/projects.md#live-updates). Each is
 * subscribed to its project's channel before anything is read, so no change falls between; a reconnecting page
 * first hears every message after its Last-Event-ID, in order, then `changed` `project`, then what happens.
 * All end when the application shuts down.
 */
@Injectable()
export class ProjectLiveStreams implements OnModuleDestroy {
  private readonly logger = new Logger('ProjectLive');
  private readonly streams = new Set<LiveStream>();
  private shuttingDown = false;

  constructor(
    @InjectRepository(ProjectMessageEntity) private readonly messages: Repository<ProjectMessageEntity>,
    private readonly live: LiveUpdates,
    private readonly timing: LiveStreamTiming,
  ) {}

  /**
   * The stream of `projectId` for `viewer` (404 when it is not theirs), resuming after `lastEventId` when the page
   * sends one. `signal` ends with the request, whichever way (disconnect, shutdown, error): the stream's
   * subscription goes with it.
   */
  async open(
    viewer: ProjectViewer,
    projectId: string,
    lastEventId: string | undefined,
    signal: AbortSignal,
  ): Promise<Observable<MessageEvent>> {
    await projectFor(this.messages.manager, viewer, projectId);
    if (this.shuttingDown) throw new DependencyUnavailableException();
    const stream = new LiveStream(projectId, this.timing, this.logger);
    this.streams.add(stream);
    stream.onClose(() => this.streams.delete(stream));
    if (signal.aborted) stream.close();
    else signal.addEventListener('abort', () => stream.close(), { once: true });

    // Live events wait behind the replay (the gate), so they come after it, de-duplicated.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    stream.enqueue(() => gate);
    try {
      stream.setUnsubscribe(await this.subscribe(stream, viewer));
      await this.start(stream, lastEventId);
    } catch (error) {
      stream.close();
      throw error;
    } finally {
      openGate();
    }
    return stream.events();
  }

  /** Ends every open stream (their browsers reconnect, to another replica); new ones are refused. */
  onModuleDestroy(): void {
    this.shuttingDown = true;
    for (const stream of this.streams) stream.end();
  }

  private async subscribe(stream: LiveStream, viewer: ProjectViewer): Promise<() => Promise<void>> {
    try {
      return await this.live.subscribe(projectChannel(stream.projectId, viewer.side), (event) =>
        stream.enqueue(() => this.forward(stream, event)),
      );
    } catch (error) {
      this.logger.warn(`Live stream of project ${stream.projectId} not opened: ${(error as Error).message}`);
      throw new DependencyUnavailableException();
    }
  }

  /** The first events: the retry hint and where the page is; for a page that reconnects, what it missed. */
  private async start(stream: LiveStream, lastEventId: string | undefined): Promise<void> {
    const newest = await this.newestCursor(stream.projectId);
    if (lastEventId === undefined) {
      stream.hello(newest);
      return;
    }
    const from = parseCursor(lastEventId);
    if (from) {
      stream.hello(from);
      const missed = await this.messagesAfter(stream.projectId, from);
      for (const message of missed) stream.message(message);
      // More than the replay carries: the page fetches the thread again, and goes on from the newest.
      if (missed.length === REPLAY_LIMIT) stream.moveTo(newest);
    } else {
      stream.hello(newest);
    }
    stream.changed({ projectId: stream.projectId, part: 'project' });
  }

  private async forward(stream: LiveStream, event: LiveEvent): Promise<void> {
    if (event.type !== 'message') return stream.changed(event.data);
    const messageId = String(event.data.messageId);
    if (stream.hasSent(messageId)) return;
    try {
      const message = await this.cursorOf(stream.projectId, messageId);
      if (message) stream.message(message);
    } catch (error) {
      this.logger.warn(`Live stream of project ${stream.projectId}: message not read: ${(error as Error).message}`);
      stream.changed({ projectId: stream.projectId, part: 'messages' });
    }
  }

  private cursors() {
    return this.messages
      .createQueryBuilder('message')
      .select('message.id', 'id')
      .addSelect(CURSOR_TIME_SQL('message.created_at'), 'createdAt');
  }

  private async newestCursor(projectId: string): Promise<MessageCursor> {
    const newest = await this.cursors()
      .where('message.project_id = :projectId', { projectId })
      .orderBy('message.created_at', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .limit(1)
      .getRawOne<MessageCursor>();
    return newest ?? THREAD_START;
  }

  /** The project's messages after `from`, oldest first, compared in the database at its own precision. */
  private messagesAfter(projectId: string, from: MessageCursor): Promise<MessageCursor[]> {
    return this.cursors()
      .where('message.project_id = :projectId', { projectId })
      .andWhere('(message.created_at, message.id) > (CAST(:createdAt AS timestamptz), CAST(:id AS uuid))', from)
      .orderBy('message.created_at', 'ASC')
      .addOrderBy('message.id', 'ASC')
      .limit(REPLAY_LIMIT)
      .getRawMany<MessageCursor>();
  }

  private async cursorOf(projectId: string, messageId: string): Promise<MessageCursor | undefined> {
    return this.cursors()
      .where('message.id = :messageId AND message.project_id = :projectId', { messageId, projectId })
      .getRawOne<MessageCursor>();
  }
}

/**
 * One page's stream. Events go out in the order they are queued (`enqueue` runs one task at a time), and wait in
 * memory until Nest subscribes to `events()`. Every event but the heartbeat carries the cursor as its id, so the
 * browser's Last-Event-ID is always one this server can resume from.
 */
class LiveStream {
  private sink: Subscriber<MessageEvent> | null = null;
  private readonly waiting: MessageEvent[] = [];
  private cursor: MessageCursor = THREAD_START;
  private readonly sent = new Set<string>();
  private tasks: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => Promise<void>) | undefined;
  private readonly closeListeners: (() => void)[] = [];
  private ended = false;
  private closed = false;

  constructor(
    readonly projectId: string,
    private readonly timing: LiveStreamTiming,
    private readonly logger: Logger,
  ) {}

  events(): Observable<MessageEvent> {
    return new Observable<MessageEvent>((sink) => {
      if (this.ended) return sink.complete();
      this.sink = sink;
      for (const event of this.waiting.splice(0)) sink.next(event);
      this.heartbeat = setInterval(() => sink.next({ comment: 'heartbeat' }), this.timing.heartbeatMs);
      this.heartbeat.unref();
      return () => this.close();
    });
  }

  enqueue(task: () => Promise<void> | void): void {
    this.tasks = this.tasks
      .then(() => (this.closed ? undefined : task()))
      .catch((error: Error) => this.logger.warn(`Live stream of project ${this.projectId}: ${error.message}`));
  }

  setUnsubscribe(unsubscribe: () => Promise<void>): void {
    if (this.closed) void unsubscribe();
    else this.unsubscribe = unsubscribe;
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  /** The reconnection delay, and the cursor the page starts from. */
  hello(cursor: MessageCursor): void {
    this.cursor = cursor;
    this.emit({ id: formatCursor(cursor), retry: this.timing.retryMs });
  }

  message(message: MessageCursor): void {
    this.cursor = laterCursor(this.cursor, message);
    this.sent.add(message.id);
    if (this.sent.size > SENT_MEMORY) this.sent.delete(this.sent.values().next().value!);
    this.emit({
      type: 'message',
      id: formatCursor(this.cursor),
      data: { projectId: this.projectId, messageId: message.id },
    });
  }

  changed(data: Record<string, unknown>): void {
    this.emit({ type: 'changed', id: formatCursor(this.cursor), data });
  }

  hasSent(messageId: string): boolean {
    return this.sent.has(messageId);
  }

  /** Goes on from `cursor` without telling each message before it (the page refetches them). */
  moveTo(cursor: MessageCursor): void {
    this.cursor = laterCursor(this.cursor, cursor);
  }

  /** Ends the response (the browser reconnects). */
  end(): void {
    this.ended = true;
    if (this.sink) this.sink.complete();
    this.close();
  }

  /** Lets go of everything the stream holds; runs once, however the stream ended. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.waiting.length = 0;
    void this.unsubscribe?.();
    for (const listener of this.closeListeners) listener();
  }

  private emit(event: MessageEvent): void {
    if (this.closed) return;
    if (this.sink) this.sink.next(event);
    else this.waiting.push(event);
  }
}

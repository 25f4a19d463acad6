import { Injectable } from '@nestjs/common';
import { LiveUpdates } from '../../../infrastructure/live-updates/live-updates';

/** Which part of a project page to fetch again. `notes` reaches staff only. */
export type ProjectPart = 'project' | 'steps' | 'tasks' | 'documents' | 'messages' | 'questionnaires' | 'notes';

/** Who watches a project: its client (the portal page) or staff (the back office page). */
export type ProjectAudience = 'client' | 'staff';

export const projectChannel = (projectId: string, audience: ProjectAudience) => `project:${projectId}:${audience}`;

/**
 * What a project's open pages are told (docs/modules/projects.md#live-updates): a new message, or a part to
 * fetch again. Call after the change is committed; a page that missed it catches up when it reconnects.
 */
@Injectable()
export class ProjectFeed {
  constructor(private readonly live: LiveUpdates) {}

  async messagePosted(projectId: string, messageId: string): Promise<void> {
    const event = { type: 'message', data: { projectId, messageId } };
    await Promise.all([
      this.live.publish(projectChannel(projectId, 'client'), event),
      this.live.publish(projectChannel(projectId, 'staff'), event),
    ]);
  }

  async changed(projectId: string, part: ProjectPart): Promise<void> {
    const event = { type: 'changed', data: { projectId, part } };
    const audiences: ProjectAudience[] = part === 'notes' ? ['staff'] : ['client', 'staff'];
    await Promise.all(audiences.map((audience) => this.live.publish(projectChannel(projectId, audience), event)));
  }
}

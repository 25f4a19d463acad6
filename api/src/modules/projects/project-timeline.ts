import type { EntityManager } from 'typeorm';
import { OnboardingEventEntity } from './entities/onboarding-event.entity';

/**
 * What happens to a project, in the order it happened: the staff page's timeline (table onboarding_events;
 * docs/modules/projects.md#timeline). The payload names what changed and who did it, never a staff note.
 */
export const PROJECT_EVENT_KINDS = [
  'created',
  'activated',
  'work_started',
  'status_changed',
  'step_added',
  'step_changed',
  'step_done',
  'step_reopened',
  'step_removed',
  'steps_reordered',
  'task_added',
  'task_changed',
  'task_done',
  'task_reopened',
  'task_removed',
  'document_uploaded',
  'document_changed',
  'document_removed',
  'document_infected',
  'questionnaire_submitted',
  'onboarding_completed',
  'balance_invoice_sent',
] as const;
export type ProjectEventKind = (typeof PROJECT_EVENT_KINDS)[number];

/**
 * Records one event of the project in the caller's transaction. Stamped with clock_timestamp(), not the
 * transaction's now(), so several events of one change keep their order. (TypeORM types a jsonb insert too
 * narrowly, hence the cast.)
 */
export async function recordProjectEventIn(
  manager: EntityManager,
  projectId: string,
  kind: ProjectEventKind,
  payload: Record<string, unknown> | null = null,
): Promise<void> {
  await manager.insert(OnboardingEventEntity, {
    projectId,
    kind,
    payload: payload as never,
    createdAt: () => 'clock_timestamp()',
  });
}

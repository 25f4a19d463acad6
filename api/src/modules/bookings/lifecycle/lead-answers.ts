import { EntityManager } from 'typeorm';
import { GeneralQuestionEntity } from '../entities/general-question.entity';
import { ServiceInquiryEntity } from '../entities/service-inquiry.entity';

/**
 * Stamps a lead's first answer (`first_answered_at`), once: a later answer keeps the first time. An inquiry is
 * answered when it first leaves `pending`, a question by its first reply or status change (docs/dashboard.md).
 */
export async function markLeadAnswered(
  manager: EntityManager,
  kind: 'service_inquiry' | 'general_question',
  id: string,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(kind === 'service_inquiry' ? ServiceInquiryEntity : GeneralQuestionEntity)
    .set({ firstAnsweredAt: () => 'now()' })
    .where('id = :id AND first_answered_at IS NULL', { id })
    .execute();
}

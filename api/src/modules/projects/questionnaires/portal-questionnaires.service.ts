import { isDeepStrictEqual } from 'node:util';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../../../common/access/access.decorators';
import { Clock } from '../../../common/clock';
import { Page, PageQueryDto, toPage } from '../../../common/pagination';
import { lockForTransaction } from '../../../database/advisory-lock';
import { ofAccount } from '../../../common/account-rows';
import { ConsultationEntity, ServiceInquiryEntity } from '../../bookings';
import { OnboardingTaskEntity } from '../entities/onboarding-task.entity';
import { ProjectEntity } from '../entities/project.entity';
import { QuestionnaireResponseEntity } from '../entities/questionnaire-response.entity';
import { changedBy, ProjectChanges } from '../project-changes';
import { completeOnboardingIfDoneIn } from '../project-tasks.service';
import { recordProjectEventIn } from '../project-timeline';
import type {
  PortalQuestionnaireDto,
  PortalQuestionnaireSummaryDto,
  QuestionnaireProgress,
  SaveQuestionnaireDto,
} from './dto/questionnaire.dto';
import { checkAnswers, type Answers } from './questionnaire-answers';
import { QUESTIONNAIRE_KINDS, type QuestionnaireKind } from './questionnaire-kinds';
import { QUESTIONNAIRE_SCHEMAS } from './questionnaire-schemas';

/** Projects whose onboarding still counts: a completed or cancelled one asks nothing more of the client. */
const OPEN_PROJECT = "p.status NOT IN ('completed', 'cancelled')";

type Links = Pick<QuestionnaireResponseEntity, 'projectId' | 'consultationId' | 'serviceInquiryId'>;

/**
 * The client's questionnaires (docs/modules/projects.md#questionnaires): one draft per kind that they may leave
 * and finish later, then submitted; linked to their own project, consultation or service inquiry only (another's
 * is a 404 like an unknown id). Submitting ticks the onboarding task of the project that asks for it.
 */
@Injectable()
export class PortalQuestionnairesService {
  constructor(
    @InjectRepository(QuestionnaireResponseEntity)
    private readonly responses: Repository<QuestionnaireResponseEntity>,
    private readonly changes: ProjectChanges,
    private readonly clock: Clock,
  ) {}

  /** Every questionnaire, in QUESTIONNAIRE_KINDS order, with where the client stands with it. */
  async list(user: SessionUser, paging: PageQueryDto): Promise<Page<PortalQuestionnaireSummaryDto>> {
    const manager = this.responses.manager;
    const progress: { kind: string; draftAt: Date | null; submittedAt: Date | null }[] = await manager.query(
      `SELECT kind, MAX(updated_at) FILTER (WHERE status = 'draft') AS "draftAt", MAX(submitted_at) AS "submittedAt"
         FROM questionnaire_responses WHERE user_id = $1 GROUP BY kind`,
      [user.id],
    );
    const asked: { kind: string; projectId: string }[] = await manager.query(
      `SELECT DISTINCT ON (t.questionnaire_kind) t.questionnaire_kind AS kind, p.id AS "projectId"
         FROM onboarding_tasks t JOIN projects p ON p.id = t.project_id
        WHERE p.user_id = $1 AND t.questionnaire_kind IS NOT NULL AND NOT t.is_done AND ${OPEN_PROJECT}
        ORDER BY t.questionnaire_kind, p.created_at DESC, p.id DESC`,
      [user.id],
    );
    const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
    const items = QUESTIONNAIRE_KINDS.map((kind): PortalQuestionnaireSummaryDto => {
      const row = progress.find((entry) => entry.kind === kind);
      const status: QuestionnaireProgress = row?.draftAt ? 'draft' : row?.submittedAt ? 'submitted' : 'not_started';
      return {
        kind,
        title: QUESTIONNAIRE_SCHEMAS[kind].title,
        status,
        updatedAt: iso(row?.draftAt ?? null),
        submittedAt: iso(row?.submittedAt ?? null),
        taskProjectId: asked.find((entry) => entry.kind === kind)?.projectId ?? null,
      };
    });
    return toPage(items.slice(paging.skip, paging.skip + paging.pageSize), items.length, paging);
  }

  /** The questionnaire with the client's draft, else their latest submission, else no answers. */
  async view(user: SessionUser, kind: QuestionnaireKind): Promise<PortalQuestionnaireDto> {
    const shown =
      (await this.draftOf(this.responses.manager, user.id, kind)) ??
      (await this.responses.findOne({
        where: { userId: user.id, kind, status: 'submitted' },
        order: { submittedAt: 'DESC', id: 'DESC' },
      }));
    return portalDto(kind, shown);
  }

  /** Creates or replaces the client's one draft of `kind`: each answer given must fit its question. */
  async saveDraft(
    user: SessionUser,
    kind: QuestionnaireKind,
    dto: SaveQuestionnaireDto,
  ): Promise<PortalQuestionnaireDto> {
    const answers = checkAnswers(QUESTIONNAIRE_SCHEMAS[kind], dto.answers, 'draft');
    const draft = await this.responses.manager.transaction(async (manager) => {
      await this.checkLinks(manager, user, dto);
      const response = await this.lockedDraft(manager, user, kind);
      return manager.save(Object.assign(response, { answers }, givenLinks(dto)));
    });
    if (draft.projectId) await this.changes.tell(draft.projectId, ['questionnaires']);
    return portalDto(kind, draft);
  }

  /**
   * Submits the client's answers (all required ones): their draft becomes the submission. The project it is for
   * (the one named, else the client's most recent open project with an open task for this questionnaire) gets
   * `questionnaire_submitted` in its timeline, and its onboarding task for it is ticked (`task_done`) as a task
   * the client ticks is: onboarding completes when it was the last task open.
   */
  async submit(user: SessionUser, kind: QuestionnaireKind, dto: SaveQuestionnaireDto): Promise<PortalQuestionnaireDto> {
    const answers = checkAnswers(QUESTIONNAIRE_SCHEMAS[kind], dto.answers, 'submit');
    const { response, tasksTicked } = await this.responses.manager.transaction(async (manager) => {
      await this.checkLinks(manager, user, dto);
      const draft = await this.lockedDraft(manager, user, kind);
      // A second press (or tab) with nothing left in draft: the same answers were just submitted.
      const repeated = draft.id ? null : await this.sameSubmission(manager, user.id, kind, answers);
      if (repeated) return { response: repeated, tasksTicked: 0 };
      Object.assign(draft, { answers }, givenLinks(dto));
      draft.projectId ??= await this.projectAsking(manager, user, kind);
      const submitted = await manager.save(
        Object.assign(draft, { status: 'submitted' as const, submittedAt: this.clock.now() }),
      );
      const ticked = submitted.projectId ? await this.tickTasks(manager, user, submitted) : 0;
      return { response: submitted, tasksTicked: ticked };
    });
    if (response.projectId)
      await this.changes.tell(response.projectId, tasksTicked ? ['tasks', 'questionnaires'] : ['questionnaires']);
    return portalDto(kind, response);
  }

  /** The client's latest submission of `kind` when its answers are `answers`, else null. */
  private async sameSubmission(
    manager: EntityManager,
    userId: string,
    kind: QuestionnaireKind,
    answers: Record<string, unknown>,
  ): Promise<QuestionnaireResponseEntity | null> {
    const latest = await manager.findOne(QuestionnaireResponseEntity, {
      where: { userId, kind, status: 'submitted' },
      order: { submittedAt: 'DESC' },
    });
    return latest && isDeepStrictEqual(latest.answers, answers) ? latest : null;
  }

  private draftOf(manager: EntityManager, userId: string, kind: QuestionnaireKind) {
    return manager.findOne(QuestionnaireResponseEntity, { where: { userId, kind, status: 'draft' } });
  }

  /**
   * The client's draft of `kind` (a new, unsaved one if none), with their saves of it taken one at a time on
   * every replica until commit: two tabs saving at once update one draft (the unique index backs this), and a
   * double submit submits once.
   */
  private async lockedDraft(
    manager: EntityManager,
    user: SessionUser,
    kind: QuestionnaireKind,
  ): Promise<QuestionnaireResponseEntity> {
    await lockForTransaction(manager, `questionnaire:${user.id}:${kind}`);
    return (
      (await this.draftOf(manager, user.id, kind)) ??
      manager.create(QuestionnaireResponseEntity, { userId: user.id, kind, status: 'draft', answers: {} })
    );
  }

  /** 404 for a project, consultation or service inquiry that is not the client's (or does not exist). */
  private async checkLinks(manager: EntityManager, user: SessionUser, links: SaveQuestionnaireDto): Promise<void> {
    if (links.projectId && !(await manager.existsBy(ProjectEntity, { id: links.projectId, userId: user.id })))
      throw new NotFoundException('Project not found');
    const owns = (entity: typeof ConsultationEntity | typeof ServiceInquiryEntity, id: string) =>
      manager.createQueryBuilder(entity, 'b').where('b.id = :id', { id }).andWhere(ofAccount('b', user.id)).getExists();
    if (links.consultationId && !(await owns(ConsultationEntity, links.consultationId)))
      throw new NotFoundException('Consultation not found');
    if (links.serviceInquiryId && !(await owns(ServiceInquiryEntity, links.serviceInquiryId)))
      throw new NotFoundException('Service inquiry not found');
  }

  /** The client's most recent open project with an open onboarding task for this questionnaire, if any. */
  private async projectAsking(
    manager: EntityManager,
    user: SessionUser,
    kind: QuestionnaireKind,
  ): Promise<string | null> {
    const project = await manager
      .createQueryBuilder(ProjectEntity, 'p')
      .select('p.id', 'id')
      .innerJoin(OnboardingTaskEntity, 't', 't.project_id = p.id')
      .where('p.user_id = :userId', { userId: user.id })
      .andWhere(OPEN_PROJECT)
      .andWhere('t.questionnaire_kind = :kind AND NOT t.is_done', { kind })
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(1)
      .getRawOne<{ id: string }>();
    return project?.id ?? null;
  }

  /**
   * Records the submission on its project and ticks the project's open tasks for this questionnaire, under the
   * project's row lock like every change to it (project-changes.ts), each task once (a conditional update).
   */
  private async tickTasks(
    manager: EntityManager,
    user: SessionUser,
    response: QuestionnaireResponseEntity,
  ): Promise<number> {
    const project = await manager.findOneOrFail(ProjectEntity, {
      where: { id: response.projectId! },
      lock: { mode: 'for_no_key_update' },
    });
    const by = changedBy(user);
    await recordProjectEventIn(manager, project.id, 'questionnaire_submitted', {
      kind: response.kind,
      responseId: response.id,
      ...by,
    });
    const ticked: { id: string; title: string }[] = (
      await manager
        .createQueryBuilder()
        .update(OnboardingTaskEntity)
        .set({ isDone: true, completedAt: response.submittedAt })
        .where('project_id = :projectId AND questionnaire_kind = :kind AND NOT is_done', {
          projectId: project.id,
          kind: response.kind,
        })
        .returning(['id', 'title'])
        .execute()
    ).raw;
    for (const task of ticked)
      await recordProjectEventIn(manager, project.id, 'task_done', { taskId: task.id, title: task.title, ...by });
    if (ticked.length) {
      await completeOnboardingIfDoneIn(manager, project.id, by);
    }
    return ticked.length;
  }
}

/** The links a request names; those left out stay as they were. */
const givenLinks = (dto: SaveQuestionnaireDto): Partial<Links> =>
  Object.fromEntries(
    (['projectId', 'consultationId', 'serviceInquiryId'] as const).flatMap((key) =>
      dto[key] ? [[key, dto[key]]] : [],
    ),
  );

function portalDto(kind: QuestionnaireKind, response: QuestionnaireResponseEntity | null): PortalQuestionnaireDto {
  return {
    schema: QUESTIONNAIRE_SCHEMAS[kind] as PortalQuestionnaireDto['schema'],
    status: response?.status ?? 'not_started',
    answers: (response?.answers ?? {}) as Answers,
    projectId: response?.projectId ?? null,
    consultationId: response?.consultationId ?? null,
    serviceInquiryId: response?.serviceInquiryId ?? null,
    updatedAt: response?.updatedAt.toISOString() ?? null,
    submittedAt: response?.submittedAt?.toISOString() ?? null,
  };
}

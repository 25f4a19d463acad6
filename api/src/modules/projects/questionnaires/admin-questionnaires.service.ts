import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { Page, toPage } from '../../../common/pagination';
import { QuestionnaireResponseEntity } from '../entities/questionnaire-response.entity';
import type { AdminQuestionnaireResponseDto, ListAdminQuestionnairesQueryDto } from './dto/questionnaire.dto';
import { labelledAnswers, type Answers } from './questionnaire-answers';
import { QUESTIONNAIRE_SCHEMAS } from './questionnaire-schemas';

/** Staff read clients' questionnaire responses, drafts included, where they work: a lead, a project, a client. */
@Injectable()
export class AdminQuestionnairesService {
  constructor(
    @InjectRepository(QuestionnaireResponseEntity)
    private readonly responses: Repository<QuestionnaireResponseEntity>,
  ) {}

  /** The responses matching every filter given, most recently saved first, with their answers labelled. */
  async list(query: ListAdminQuestionnairesQueryDto): Promise<Page<AdminQuestionnaireResponseDto>> {
    const filters = (['projectId', 'consultationId', 'serviceInquiryId', 'userId', 'status'] as const).flatMap((key) =>
      query[key] ? [[key, query[key]]] : [],
    );
    const [responses, total] = await this.responses.findAndCount({
      where: Object.fromEntries(filters) as FindOptionsWhere<QuestionnaireResponseEntity>,
      order: { updatedAt: 'DESC', id: 'DESC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return toPage(responses.map(adminDto), total, query);
  }
}

function adminDto(response: QuestionnaireResponseEntity): AdminQuestionnaireResponseDto {
  const schema = QUESTIONNAIRE_SCHEMAS[response.kind];
  return {
    id: response.id,
    kind: response.kind,
    title: schema.title,
    status: response.status,
    userId: response.userId,
    projectId: response.projectId,
    consultationId: response.consultationId,
    serviceInquiryId: response.serviceInquiryId,
    answers: labelledAnswers(schema, response.answers as Answers),
    submittedAt: response.submittedAt?.toISOString() ?? null,
    updatedAt: response.updatedAt.toISOString(),
    createdAt: response.createdAt.toISOString(),
  };
}

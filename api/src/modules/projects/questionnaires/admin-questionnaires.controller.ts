import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { AdminQuestionnairesService } from './admin-questionnaires.service';
import { AdminQuestionnaireResponsePageDto, ListAdminQuestionnairesQueryDto } from './dto/questionnaire.dto';

/** Staff read clients' questionnaire answers. */
@ApiTags('admin-questionnaires')
@AdminOnly()
@Controller('admin/questionnaires')
export class AdminQuestionnairesController {
  constructor(private readonly questionnaires: AdminQuestionnairesService) {}

  @Get()
  @ApiOperation({
    summary: "Clients' questionnaire responses, by project, consultation, service inquiry, client or status",
    description:
      "Drafts and submissions matching every filter given, most recently saved first, paginated: the questionnaire (kind and title), status, links, and the answers given as rows of question label and answer text (option labels, Yes or No, dates in words), in the questionnaire's order. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminQuestionnaireResponsePageDto })
  @ApiErrorResponses(400)
  listAdminQuestionnaires(@Query() query: ListAdminQuestionnairesQueryDto): Promise<AdminQuestionnaireResponsePageDto> {
    return this.questionnaires.list(query);
  }
}

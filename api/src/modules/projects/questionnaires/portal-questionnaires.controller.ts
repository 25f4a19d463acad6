import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { PageQueryDto } from '../../../common/pagination';
import {
  PortalQuestionnaireDto,
  PortalQuestionnaireSummaryPageDto,
  SaveQuestionnaireDto,
} from './dto/questionnaire.dto';
import { PortalQuestionnairesService } from './portal-questionnaires.service';
import { ApiQuestionnaireKindParam, ParseQuestionnaireKindPipe } from './questionnaire-kind.pipe';
import type { QuestionnaireKind } from './questionnaire-kinds';

const LINKS =
  "projectId, consultationId and serviceInquiryId link the response to one of the client's own projects, consultations or service inquiries (another's, or an unknown id, is 404); a link left out keeps the draft's.";
const ANSWERS =
  'Every answer given must fit its question (type, option, length, range); an unknown question id is a 400 naming `answers.<id>`, like every invalid answer.';

/** The signed-in client's questionnaires: read, save a draft, submit. */
@ApiTags('portal-questionnaires')
@Controller('portal/questionnaires')
export class PortalQuestionnairesController {
  constructor(private readonly questionnaires: PortalQuestionnairesService) {}

  @Get()
  @ApiOperation({
    summary: 'Every questionnaire, with where the signed-in client stands with each',
    description:
      "The questionnaires in a fixed order, paginated: title, not_started, draft (with when it was saved) or submitted (with when), and the client's most recent project whose onboarding still asks for it. Changes nothing.",
  })
  @ApiOkResponse({ type: PortalQuestionnaireSummaryPageDto })
  @ApiErrorResponses(400)
  listPortalQuestionnaires(
    @CurrentUser() user: SessionUser,
    @Query() query: PageQueryDto,
  ): Promise<PortalQuestionnaireSummaryPageDto> {
    return this.questionnaires.list(user, query);
  }

  @Get(':kind')
  @ApiQuestionnaireKindParam()
  @ApiOperation({
    summary: "A questionnaire's questions, with the client's answers so far",
    description:
      "The schema the form is rendered from (sections of typed questions) and the client's draft, else their latest submitted answers, else none (not_started). An unknown kind is 404. Changes nothing.",
  })
  @ApiOkResponse({ type: PortalQuestionnaireDto })
  @ApiErrorResponses(404)
  getPortalQuestionnaire(
    @CurrentUser() user: SessionUser,
    @Param('kind', ParseQuestionnaireKindPipe) kind: QuestionnaireKind,
  ): Promise<PortalQuestionnaireDto> {
    return this.questionnaires.view(user, kind);
  }

  @Put(':kind/draft')
  @ApiQuestionnaireKindParam()
  @ApiOperation({
    summary: 'Save the answers so far, to finish later',
    description: `Creates the client's draft of this questionnaire, or replaces its answers: one draft per client and questionnaire, whatever the number of tabs saving at once. Answers may be partial. ${ANSWERS} ${LINKS} An unknown kind is 404.`,
  })
  @ApiOkResponse({ type: PortalQuestionnaireDto })
  @ApiErrorResponses(400, 404)
  savePortalQuestionnaireDraft(
    @CurrentUser() user: SessionUser,
    @Param('kind', ParseQuestionnaireKindPipe) kind: QuestionnaireKind,
    @Body() dto: SaveQuestionnaireDto,
  ): Promise<PortalQuestionnaireDto> {
    return this.questionnaires.saveDraft(user, kind, dto);
  }

  @Post(':kind/submit')
  @HttpCode(200)
  @ApiQuestionnaireKindParam()
  @ApiOperation({
    summary: 'Submit the questionnaire',
    description: `Checks every answer and that each required question is answered (a 400 lists each missing one as \`answers.<id>\`), then submits: the draft, if any, becomes the submission (with submittedAt). ${ANSWERS} ${LINKS} Without a project linked, the client's most recent open project whose onboarding asks for this questionnaire is linked. That project's onboarding task for it is ticked and its timeline records the submission; its open pages are told. Submitting again later records a new submission. An unknown kind is 404.`,
  })
  @ApiOkResponse({ type: PortalQuestionnaireDto })
  @ApiErrorResponses(400, 404)
  submitPortalQuestionnaire(
    @CurrentUser() user: SessionUser,
    @Param('kind', ParseQuestionnaireKindPipe) kind: QuestionnaireKind,
    @Body() dto: SaveQuestionnaireDto,
  ): Promise<PortalQuestionnaireDto> {
    return this.questionnaires.submit(user, kind, dto);
  }
}

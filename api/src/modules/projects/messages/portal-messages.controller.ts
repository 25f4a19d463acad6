import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { OWN_PROJECT } from '../documents/project-documents.openapi';
import {
  ListProjectMessagesQueryDto,
  MessagesReadDto,
  PostProjectMessageDto,
  ProjectMessageDto,
  ProjectMessagePageDto,
} from './project-message.dto';
import { LIST_MESSAGES, POST_MESSAGE } from './project-messages.openapi';
import { ProjectMessagesService } from './project-messages.service';

/** The signed-in client's message thread with staff on one of their projects. */
@ApiTags('portal-projects')
@Controller('portal/projects/:projectId/messages')
@ApiUuidParam("The project's id", 'projectId')
export class PortalMessagesController {
  constructor(private readonly messages: ProjectMessagesService) {}

  @Get()
  @ApiOperation({ summary: "A project's messages, newest first", description: `${OWN_PROJECT} ${LIST_MESSAGES}` })
  @ApiOkResponse({ type: ProjectMessagePageDto })
  @ApiErrorResponses(400, 404)
  listPortalProjectMessages(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: ListProjectMessagesQueryDto,
  ): Promise<ProjectMessagePageDto> {
    return this.messages.list({ user, side: 'client' }, projectId, query);
  }

  @Post()
  @ApiOperation({ summary: 'Send a message to staff', description: `${OWN_PROJECT} ${POST_MESSAGE}` })
  @ApiCreatedResponse({ type: ProjectMessageDto })
  @ApiErrorResponses(400, 404)
  postPortalProjectMessage(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Body() dto: PostProjectMessageDto,
  ): Promise<ProjectMessageDto> {
    return this.messages.post({ user, side: 'client' }, projectId, dto);
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({
    summary: "Mark staff's messages read",
    description: `${OWN_PROJECT} Every message of staff in the thread not read yet gets its readAt now; answers how many. Open project pages are told when any was.`,
  })
  @ApiOkResponse({ type: MessagesReadDto })
  @ApiErrorResponses(400, 404)
  markPortalProjectMessagesRead(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
  ): Promise<MessagesReadDto> {
    return this.messages.markRead({ user, side: 'client' }, projectId);
  }
}

import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import {
  ListProjectMessagesQueryDto,
  MessagesReadDto,
  PostProjectMessageDto,
  ProjectMessageDto,
  ProjectMessagePageDto,
} from './project-message.dto';
import { LIST_MESSAGES, POST_MESSAGE } from './project-messages.openapi';
import { ProjectMessagesService } from './project-messages.service';

/** Staff's side of a project's message thread with its client. */
@ApiTags('admin-projects')
@AdminOnly()
@Controller('admin/projects/:projectId/messages')
@ApiUuidParam("The project's id", 'projectId')
export class AdminMessagesController {
  constructor(private readonly messages: ProjectMessagesService) {}

  @Get()
  @ApiOperation({ summary: "A project's messages, newest first", description: LIST_MESSAGES })
  @ApiOkResponse({ type: ProjectMessagePageDto })
  @ApiErrorResponses(400, 404)
  listAdminProjectMessages(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: ListProjectMessagesQueryDto,
  ): Promise<ProjectMessagePageDto> {
    return this.messages.list({ user, side: 'staff' }, projectId, query);
  }

  @Post()
  @ApiOperation({ summary: 'Send a message to the client', description: POST_MESSAGE })
  @ApiCreatedResponse({ type: ProjectMessageDto })
  @ApiErrorResponses(400, 404)
  postAdminProjectMessage(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Body() dto: PostProjectMessageDto,
  ): Promise<ProjectMessageDto> {
    return this.messages.post({ user, side: 'staff' }, projectId, dto);
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({
    summary: "Mark the client's messages read",
    description:
      'Every message of the client in the thread not read yet gets its readAt now; answers how many. Open project pages are told when any was.',
  })
  @ApiOkResponse({ type: MessagesReadDto })
  @ApiErrorResponses(400, 404)
  markAdminProjectMessagesRead(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
  ): Promise<MessagesReadDto> {
    return this.messages.markRead({ user, side: 'staff' }, projectId);
  }
}

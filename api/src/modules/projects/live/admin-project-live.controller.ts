import { Controller, Headers, MessageEvent, Param, ParseUUIDPipe, Query, Sse, SseSignal } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { ApiLiveStream, LIVE_STREAM, ProjectLiveQueryDto } from './project-live.openapi';
import { ProjectLiveStreams } from './project-live-streams';

/** The live updates of staff's project page. */
@ApiTags('admin-projects')
@AdminOnly()
@Controller('admin/projects/:projectId/live')
@ApiUuidParam("The project's id", 'projectId')
export class AdminProjectLiveController {
  constructor(private readonly streams: ProjectLiveStreams) {}

  @Sse()
  @ApiOperation({
    summary: "Live updates of staff's project page (server-sent events)",
    description: `Any project; an unknown id is 404. ${LIVE_STREAM}`,
  })
  @ApiLiveStream()
  streamAdminProjectUpdates(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
    @Query() query: ProjectLiveQueryDto,
    @SseSignal() signal: AbortSignal,
  ): Promise<Observable<MessageEvent>> {
    return this.streams.open({ user, side: 'staff' }, projectId, lastEventIdHeader ?? query.lastEventId, signal);
  }
}

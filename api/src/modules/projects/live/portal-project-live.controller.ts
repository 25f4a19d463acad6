import { Controller, Headers, MessageEvent, Param, ParseUUIDPipe, Query, Sse, SseSignal } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { OWN_PROJECT } from '../documents/project-documents.openapi';
import { ApiLiveStream, LIVE_STREAM, ProjectLiveQueryDto } from './project-live.openapi';
import { ProjectLiveStreams } from './project-live-streams';

/** The live updates of the signed-in client's project page. */
@ApiTags('portal-projects')
@Controller('portal/projects/:projectId/live')
@ApiUuidParam("The project's id", 'projectId')
export class PortalProjectLiveController {
  constructor(private readonly streams: ProjectLiveStreams) {}

  @Sse()
  @ApiOperation({
    summary: "Live updates of the client's project page (server-sent events)",
    description: `${OWN_PROJECT} ${LIVE_STREAM} Staff's notes are never announced here.`,
  })
  @ApiLiveStream()
  streamPortalProjectUpdates(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
    @Query() query: ProjectLiveQueryDto,
    @SseSignal() signal: AbortSignal,
  ): Promise<Observable<MessageEvent>> {
    return this.streams.open({ user, side: 'client' }, projectId, lastEventIdHeader ?? query.lastEventId, signal);
  }
}

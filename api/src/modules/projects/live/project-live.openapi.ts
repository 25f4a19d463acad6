import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiErrorResponse, ApiErrorResponses } from '../../../common/api-error-responses.decorator';

const CURSOR_EXAMPLE = '2025-03-14T09:26:53.589793Z_3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43';

/** What a stream sends, as the OpenAPI description of both live operations says it. */
export const LIVE_STREAM =
  'A stream of server-sent events (text/event-stream) that stays open: `message` `{"projectId","messageId"}` when a message is posted in the thread (fetch it with the messages operation), `changed` `{"projectId","part"}` when a part of the project page changed (part: project, steps, tasks, documents, messages, questionnaires, and notes on the staff side only) so the page fetches that part again. Every event but the heartbeat (a comment every 15 s) has an `id:`, the place in the thread; the first event only sets it and the reconnection delay (`retry:`). A page that reconnects with that id (the Last-Event-ID header, as EventSource sends it, or the `lastEventId` parameter) first gets every message posted since, oldest first (at most 500; past that the page refetches), then `changed` `project`, then the live events: nothing is lost. An id this server did not make counts as a reconnect from an unknown place: `changed` `project` only. Never compressed or buffered (Cache-Control no-transform, X-Accel-Buffering: no); the stream ends when the server shuts down, and the browser reconnects.';

const EXAMPLE_STREAM = [
  `id: ${CURSOR_EXAMPLE}`,
  'retry: 3000',
  '',
  'event: message',
  'id: 2025-03-14T09:27:10.004211Z_9b2e4c1a-77d0-4f3e-a8c5-0e6f1d2b3a49',
  'data: {"projectId":"5d1c7e2a-4b3f-4a9e-8c6d-1f2e3a4b5c6d","messageId":"9b2e4c1a-77d0-4f3e-a8c5-0e6f1d2b3a49"}',
  '',
  'event: changed',
  'id: 2025-03-14T09:27:10.004211Z_9b2e4c1a-77d0-4f3e-a8c5-0e6f1d2b3a49',
  'data: {"projectId":"5d1c7e2a-4b3f-4a9e-8c6d-1f2e3a4b5c6d","part":"steps"}',
  '',
  ': heartbeat',
  '',
  '',
].join('\n');

/** The page's place to resume from, for EventSource polyfills that cannot send the Last-Event-ID header. */
export class ProjectLiveQueryDto {
  @ApiPropertyOptional({
    example: CURSOR_EXAMPLE,
    maxLength: 200,
    description:
      'The id of the last event received, to hear what was missed (the Last-Event-ID header wins when both are sent)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  lastEventId?: string;
}

/** The answers (the stream as text/event-stream, errors as JSON) and the Last-Event-ID header of both live operations. */
export const ApiLiveStream = () =>
  applyDecorators(
    ApiHeader({
      name: 'Last-Event-ID',
      required: false,
      description: 'Sent by EventSource when it reconnects: the id of the last event it received',
      schema: { type: 'string', maxLength: 200, example: CURSOR_EXAMPLE },
    }),
    ApiOkResponse({
      description: 'The live stream: `message` and `changed` events, each with its `id:`, and a heartbeat comment',
      content: { 'text/event-stream': { schema: { type: 'string' }, example: EXAMPLE_STREAM } },
    }),
    ApiErrorResponses(400, 404),
    ApiErrorResponse(
      503,
      'Live updates cannot be reached (Redis is down) or the server is shutting down: try again after Retry-After',
    ),
  );

import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIVE_UPDATES_POLL_MS, LIVE_UPDATES_RETRY_BASE_MS, LIVE_UPDATES_RETRY_MAX_MS } from '../../../constants/timing';

/** Which page watches the project: the client's portal or staff's back office. */
export type LiveAudience = 'portal' | 'admin';

/**
 * `live`: changes show within seconds; `connecting`: (re)connecting; `offline`: no stream, the page's data is
 * fetched again every LIVE_UPDATES_POLL_MS instead.
 */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/** The wait before reconnection attempt `attempt` (0-based) once the stream failed for good. */
export const liveRetryDelay = (attempt: number) =>
  Math.min(LIVE_UPDATES_RETRY_BASE_MS * 2 ** attempt, LIVE_UPDATES_RETRY_MAX_MS);

/**
 * Whether a cached query belongs to the project's page: the generated keys start with the operation's path
 * (`/api/portal/projects/{id}`, its documents, messages, ...; the projects list for its progress). Download links
 * are left alone (each fetch signs a new one); questionnaires only when they changed or the page refetches all.
 */
function ofProjectPage(audience: LiveAudience, projectId: string, part: string | undefined) {
  const projects = `/api/${audience}/projects`;
  const project = `${projects}/${projectId}`;
  const questionnaires = `/api/${audience}/questionnaires`;
  return (query: Query) => {
    const path = query.queryKey[0];
    if (typeof path !== 'string' || path.endsWith('/download')) return false;
    if (path === projects || path === project || path.startsWith(`${project}/`)) return true;
    return (part === 'questionnaires' || part === 'project') && path.startsWith(questionnaires);
  };
}

const refetch = (queryClient: QueryClient, audience: LiveAudience, projectId: string, part?: string) =>
  void queryClient.invalidateQueries({ predicate: ofProjectPage(audience, projectId, part) });

/**
 * Keeps an open project page current (docs/modules/projects.md#live-updates): a server-sent event stream says when
 * a message is posted or a part changes, and the page's queries of that project are fetched again. EventSource
 * reconnects by itself, sending the last event's id so the server replays what was missed; when it gives up (an
 * error answer), it is opened again with backoff, carrying that id. Without a stream (no EventSource, or offline),
 * the page is refetched every LIVE_UPDATES_POLL_MS. Closes on unmount.
 */
export function useProjectLiveUpdates(projectId: string | undefined, audience: LiveAudience): { status: LiveStatus } {
  const queryClient = useQueryClient();
  const page = `${audience}:${projectId}`;
  // Kept with the page it is about: another project's page starts `connecting` again.
  const [live, setLive] = useState<{ page: string; status: LiveStatus }>({ page, status: 'connecting' });
  const hasEventSource = typeof EventSource !== 'undefined';

  useEffect(() => {
    if (!projectId) return;
    let source: EventSource | undefined;
    let lastEventId = '';
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let missedSome = false;

    const poll = () => {
      pollTimer ??= setInterval(() => refetch(queryClient, audience, projectId), LIVE_UPDATES_POLL_MS);
    };
    const show = (next: LiveStatus) => {
      setLive({ page: `${audience}:${projectId}`, status: next });
      if (next !== 'live') return poll();
      clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const heard = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      let part: string | undefined;
      try {
        part = (JSON.parse(event.data) as { part?: string }).part;
      } catch {
        part = undefined;
      }
      refetch(queryClient, audience, projectId, part);
    };

    const connect = () => {
      const path = `/api/${audience}/projects/${encodeURIComponent(projectId)}/live`;
      source = new EventSource(lastEventId ? `${path}?lastEventId=${encodeURIComponent(lastEventId)}` : path, {
        withCredentials: true,
      });
      source.onopen = () => {
        attempt = 0;
        show('live');
        // Without an id to resume from, the server cannot say what happened while the page was not listening.
        if (missedSome && !lastEventId) refetch(queryClient, audience, projectId);
        missedSome = false;
      };
      source.addEventListener('message', heard);
      source.addEventListener('changed', heard);
      source.onerror = () => {
        missedSome = true;
        if (source?.readyState !== EventSource.CLOSED) return show('connecting');
        // An error answer (503 while the server restarts, 401 after a sign-out): EventSource stops for good.
        source.close();
        show('offline');
        retryTimer = setTimeout(connect, liveRetryDelay(attempt++));
      };
    };

    if (typeof EventSource === 'undefined') poll();
    else connect();
    return () => {
      source?.close();
      clearTimeout(retryTimer);
      clearInterval(pollTimer);
    };
  }, [projectId, audience, queryClient]);

  if (!hasEventSource) return { status: 'offline' };
  return { status: live.page === page ? live.status : 'connecting' };
}

import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Pagination, Skeleton, Timeline, Typography } from 'antd';
import { useState } from 'react';
import {
  getListProjectTimelineQueryKey,
  useListProjectTimeline,
} from '../../../api/generated/admin-projects/admin-projects';
import type { ProjectEventDto, ProjectStatus, QuestionnaireKind } from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { formatMoney } from '../../billing/money';
import { PROJECT_STATUS_LABELS } from '../project-labels';
import { PROJECT_ACTOR_LABELS, PROJECT_EVENT_LABELS, QUESTIONNAIRE_KIND_LABELS } from './project-admin-labels';
import { ProjectSection } from './ProjectSection';

const EVENTS_PAGE_SIZE = 10;

const textOf = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'string' ? payload[key] : undefined;
const statusLabel = (status: string | undefined) =>
  status ? (PROJECT_STATUS_LABELS[status as ProjectStatus]?.label ?? status) : '?';

/** What an event's payload says, in words: the step, task or document, the fields changed, the statuses. */
function eventDetail(event: ProjectEventDto, currency: string): string | null {
  const payload = event.payload ?? {};
  const parts: string[] = [];
  const title = textOf(payload, 'title') ?? textOf(payload, 'originalName');
  if (title) parts.push(`"${title}"`);
  if (event.kind === 'status_changed') {
    parts.push(`${statusLabel(textOf(payload, 'from'))} → ${statusLabel(textOf(payload, 'to'))}`);
  }
  if (Array.isArray(payload.changed) && payload.changed.length) parts.push(`changed: ${payload.changed.join(', ')}`);
  if (event.kind === 'balance_invoice_sent') {
    const number = textOf(payload, 'invoiceNumber');
    if (number) parts.push(number);
    if (typeof payload.amountCents === 'number') parts.push(formatMoney(payload.amountCents, currency));
  }
  if (event.kind === 'questionnaire_submitted') {
    const kind = textOf(payload, 'kind') as QuestionnaireKind | undefined;
    if (kind) parts.push(QUESTIONNAIRE_KIND_LABELS[kind] ?? kind);
  }
  const reason = textOf(payload, 'reason');
  if (reason) parts.push(reason);
  return parts.length ? parts.join(' · ') : null;
}

/** What happened to the project, newest first, paginated (docs/modules/projects.md#timeline). */
export function ProjectTimeline({ projectId, currency }: { projectId: string; currency: string }) {
  const [page, setPage] = useState(1);
  const params = { page, pageSize: EVENTS_PAGE_SIZE };
  const events = useListProjectTimeline(projectId, params, {
    query: { queryKey: getListProjectTimelineQueryKey(projectId, params), placeholderData: keepPreviousData },
  });

  return (
    <ProjectSection title="Timeline">
      {events.isError && !events.data ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Could not load the timeline"
          description={serverMessage(events.error, 'Please try again.')}
          action={
            <Button size="small" onClick={() => void events.refetch()}>
              Retry
            </Button>
          }
        />
      ) : !events.data ? (
        <Skeleton active aria-label="Loading the timeline" />
      ) : events.data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing has happened yet." />
      ) : (
        <Flex vertical gap={12}>
          <Timeline
            items={events.data.items.map((event) => {
              const detail = eventDetail(event, currency);
              const by = textOf(event.payload ?? {}, 'by');
              return {
                key: event.id,
                content: (
                  <Flex vertical gap={2}>
                    <Typography.Text strong>{PROJECT_EVENT_LABELS[event.kind] ?? event.kind}</Typography.Text>
                    {detail ? <Typography.Text style={{ wordBreak: 'break-word' }}>{detail}</Typography.Text> : null}
                    <Typography.Text type="secondary">
                      <DateTime value={event.createdAt} />
                      {by ? ` · by ${PROJECT_ACTOR_LABELS[by] ?? by}` : ''}
                    </Typography.Text>
                  </Flex>
                ),
              };
            })}
          />
          {events.data.total > EVENTS_PAGE_SIZE ? (
            <Pagination
              size="small"
              current={page}
              pageSize={EVENTS_PAGE_SIZE}
              total={events.data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </Flex>
      )}
    </ProjectSection>
  );
}

import { Link, useParams } from '@tanstack/react-router';
import { Alert, App, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { getGetAdminProjectQueryKey, useGetAdminProject } from '../../../api/generated/admin-projects/admin-projects';
import type { AdminProjectDetailDto } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { serverMessage } from '../../../components/admin/api-error';
import { ADMIN_PATHS } from '../../../constants/admin';
import { LIVE_UPDATES_POLL_MS } from '../../../constants/timing';
import { usePrivatePageTitle } from '../../../lib/head';
import { useProjectLiveUpdates, type LiveStatus } from '../live/use-project-live-updates';
import { QuestionnaireAnswers } from '../questionnaires/QuestionnaireAnswers';
import { MessageThread } from '../shared/MessageThread';
import { ProjectDocuments } from '../shared/ProjectDocuments';
import { ProjectBilling } from './ProjectBilling';
import { ProjectHeader } from './ProjectHeader';
import { ProjectNotes } from './ProjectNotes';
import { ProjectSteps } from './ProjectSteps';
import { ProjectTasks } from './ProjectTasks';
import { ProjectTimeline } from './ProjectTimeline';
import { isProjectId } from './projects-search';

const LIVE_STATUS_TEXT: Record<LiveStatus, string> = {
  live: 'Live: changes by the client appear here as they happen.',
  connecting: 'Connecting to live updates...',
  offline: `Live updates are unavailable: this page refreshes every ${LIVE_UPDATES_POLL_MS / 1000} seconds.`,
};

/**
 * /admin1/projects/:projectId: one project for staff (docs/modules/projects.md#the-project-page-api): status,
 * client, money and dates; steps, onboarding, documents, messages and questionnaire answers; invoices and
 * proposal, staff notes and the timeline; kept current by the project's live updates.
 */
export function AdminProjectPage() {
  const { projectId } = useParams({ from: '/admin1/_panel/projects_/$projectId' });
  const valid = isProjectId(projectId);
  const query = useGetAdminProject(projectId, {
    query: { queryKey: getGetAdminProjectQueryKey(projectId), enabled: valid },
  });
  const live = useProjectLiveUpdates(valid ? projectId : undefined, 'admin');
  usePrivatePageTitle(
    query.data ? `${query.data.title} · Projects · Back Office` : 'Project · Back Office',
    'Inspivision back office: a project.',
  );

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Project not found"
        description="There is no project at this address."
        action={<Link to={ADMIN_PATHS.projects}>Back to projects</Link>}
      />
    );
  }
  if (query.isError && !query.data) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Could not load the project"
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 12 }} aria-label="Loading the project" />;
  return <ProjectWorkspace project={query.data} liveStatus={live.status} />;
}

function ProjectWorkspace({ project, liveStatus }: { project: AdminProjectDetailDto; liveStatus: LiveStatus }) {
  const { message } = App.useApp();
  return (
    <Flex vertical gap={16}>
      <ProjectHeader project={project} />
      <Typography.Text type="secondary" role="status">
        {LIVE_STATUS_TEXT[liveStatus]}
      </Typography.Text>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <ProjectSteps project={project} />
            <ProjectTasks project={project} />
            <Card>
              <QuestionnaireAnswers filter={{ projectId: project.id }} />
            </Card>
            <Card>
              <MessageThread projectId={project.id} audience="admin" title="Messages with the client" />
            </Card>
            <Card>
              <ProjectDocuments
                projectId={project.id}
                audience="admin"
                notify={({ title }) => message.success(title)}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <ProjectBilling project={project} />
            <ProjectNotes projectId={project.id} />
            <ProjectTimeline projectId={project.id} currency={project.currency} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

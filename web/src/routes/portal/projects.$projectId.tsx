import { createFileRoute } from '@tanstack/react-router';
import { ProjectPage } from '../../features/projects/portal/ProjectPage';

/** One of the client's projects: steps, onboarding, documents, messages, invoices and proposal. */
export const Route = createFileRoute('/portal/projects/$projectId')({
  component: ProjectRoute,
});

function ProjectRoute() {
  const { projectId } = Route.useParams();
  // Another project starts with a fresh page: no draft message, upload or error carried over.
  return <ProjectPage key={projectId} projectId={projectId} />;
}

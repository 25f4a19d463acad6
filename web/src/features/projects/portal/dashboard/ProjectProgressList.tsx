import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  getListPortalProjectsQueryKey,
  useListPortalProjects,
} from '../../../../api/generated/portal-projects/portal-projects';
import type { PortalProjectDto } from '../../../../api/generated/model';
import { LoadErrorPanel } from '../../../../components/card/LoadErrorPanel';
import { EmptyState } from '../../../../components/portal/EmptyState';
import { PATHS } from '../../../../constants/site';
import { billingDate } from '../../../billing/billing-dates';
import { formatMoney } from '../../../billing/money';
import { PROJECT_STATUS_LABELS } from '../../project-labels';
import { ProjectPayLink } from './ProjectPayLink';
import './dashboard.css';

export const PORTAL_PROJECTS_PAGE_SIZE = 5;

const params = (page: number) => ({ page, pageSize: PORTAL_PROJECTS_PAGE_SIZE });

/** What the status means for the client, in a sentence. */
function statusNote(project: PortalProjectDto): string | null {
  switch (project.status) {
    case 'awaiting_deposit':
      return project.balanceCents > 0
        ? 'Work starts once the deposit is paid.'
        : 'Work starts once the invoice is paid.';
    case 'active':
      return project.activatedAt ? `Under way since ${billingDate(project.activatedAt)}.` : 'Under way.';
    case 'on_hold':
      return 'Paused for now: we will be in touch.';
    default:
      return null;
  }
}

/** "Step 2 of 5: Design", or "All 5 steps done". */
export function progressText(project: Pick<PortalProjectDto, 'stepsDone' | 'stepsTotal' | 'currentStep'>): string {
  if (project.currentStep === null) return `All ${project.stepsTotal} steps done`;
  return `Step ${Math.min(project.stepsDone + 1, project.stepsTotal)} of ${project.stepsTotal}: ${project.currentStep}`;
}

function Progress({ project }: { project: PortalProjectDto }) {
  if (project.stepsTotal === 0 || project.status === 'cancelled') return null;
  const text = progressText(project);
  const percent = Math.round((project.stepsDone / project.stepsTotal) * 100);
  return (
    <div className="project-progress">
      <p className="project-progress__text">{text}</p>
      <div
        className="project-progress__bar"
        role="progressbar"
        aria-label={`Progress of ${project.title}`}
        aria-valuemin={0}
        aria-valuemax={project.stepsTotal}
        aria-valuenow={project.stepsDone}
        aria-valuetext={text}
      >
        <span className="project-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function ProjectItem({ project }: { project: PortalProjectDto }) {
  const status = PROJECT_STATUS_LABELS[project.status];
  const money = (cents: number) => formatMoney(cents, project.currency);
  const note = statusNote(project);
  return (
    <li className="dashboard-projects__item">
      <div className="dashboard-projects__head">
        <h3 className="dashboard-projects__title">
          <Link to="/portal/projects/$projectId" params={{ projectId: project.id }}>
            {project.title}
          </Link>
        </h3>
        <span className={`dashboard-badge dashboard-badge--${status.tone}`}>{status.label}</span>
      </div>
      {note ? <p className="portal-card__text">{note}</p> : null}
      <Progress project={project} />
      <dl className="dashboard-projects__amounts">
        <div>
          <dt>Total</dt>
          <dd>{money(project.totalCents)}</dd>
        </div>
        {project.balanceCents > 0 ? (
          <>
            <div>
              <dt>Deposit</dt>
              <dd>{money(project.depositCents)}</dd>
            </div>
            <div>
              <dt>Balance</dt>
              <dd>{money(project.balanceCents)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {project.payUrl ? (
        <p className="dashboard-projects__actions">
          <ProjectPayLink project={{ ...project, payUrl: project.payUrl }} />
        </p>
      ) : null}
    </li>
  );
}

/**
 * The client's projects on the portal dashboard, newest first: each one's title (to its page), status in words,
 * progress through its steps, price (deposit and balance) and, while the deposit is unpaid, a link to pay it. A new
 * client sees what will appear here and the way to start (a consultation).
 */
export function ProjectProgressList({ noConsultation = false }: { noConsultation?: boolean }) {
  const [page, setPage] = useState(1);
  const query = useListPortalProjects(params(page), {
    query: { queryKey: getListPortalProjectsQueryKey(params(page)), placeholderData: keepPreviousData },
  });

  if (query.isPending) {
    return (
      <div className="dashboard-skeleton dashboard-skeleton--tall" role="status" aria-label="Loading your projects" />
    );
  }
  if (query.isError) {
    return (
      <LoadErrorPanel
        what="your projects"
        headingLevel={3}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.total === 0) {
    return (
      <EmptyState
        icon="dashboard"
        title="No projects yet"
        action={
          <Link to={PATHS.consultation} className="btn btn--accent">
            Book Consultation
          </Link>
        }
      >
        Once we start working together, your project&apos;s progress, next steps and documents will appear here.
        {noConsultation ? ' The first step is a consultation.' : null}
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(query.data.total / PORTAL_PROJECTS_PAGE_SIZE));
  return (
    <div className="dashboard-projects" aria-busy={query.isFetching}>
      <ul className="dashboard-projects__list" aria-label="Your projects">
        {query.data.items.map((project) => (
          <ProjectItem key={project.id} project={project} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="dashboard-projects__pager" aria-label="Project pages">
          <button type="button" className="btn btn--outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span aria-current="page">
            Page {page} of {pages}
          </span>
          <button type="button" className="btn btn--outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}

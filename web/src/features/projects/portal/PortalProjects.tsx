import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  getListPortalProjectsQueryKey,
  useListPortalProjects,
} from '../../../api/generated/portal-projects/portal-projects';
import type { PortalProjectDto } from '../../../api/generated/model';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { EmptyState } from '../../../components/portal/EmptyState';
import { PATHS } from '../../../constants/site';
import { billingDate } from '../../billing/billing-dates';
import { formatMoney } from '../../billing/money';
import { PROJECT_STATUS_LABELS } from '../project-labels';
import './portal-projects.css';

export const PORTAL_PROJECTS_PAGE_SIZE = 5;

const params = (page: number) => ({ page, pageSize: PORTAL_PROJECTS_PAGE_SIZE });

/** The invoice's public id when `payUrl` is this site's pay page, so the link stays in the app. */
function payPageId(payUrl: string): string | null {
  try {
    return /^\/pay-invoice\/([^/]+)$/.exec(new URL(payUrl, window.location.origin).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

function PayLink({ project }: { project: PortalProjectDto & { payUrl: string } }) {
  const text = project.balanceCents > 0 ? 'Pay the deposit' : 'Pay now';
  const label = `${text} for ${project.title}`;
  const publicId = payPageId(project.payUrl);
  return publicId ? (
    <Link to="/pay-invoice/$publicId" params={{ publicId }} className="btn btn--primary" aria-label={label}>
      {text}
    </Link>
  ) : (
    <a href={project.payUrl} className="btn btn--primary" aria-label={label}>
      {text}
    </a>
  );
}

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

function ProjectItem({ project }: { project: PortalProjectDto }) {
  const status = PROJECT_STATUS_LABELS[project.status];
  const money = (cents: number) => formatMoney(cents, project.currency);
  const note = statusNote(project);
  return (
    <li className="portal-projects__item">
      <div className="portal-projects__head">
        <h3 className="portal-projects__title">{project.title}</h3>
        <span className={`portal-projects__badge portal-projects__badge--${status.tone}`}>{status.label}</span>
      </div>
      {note ? <p className="portal-card__text">{note}</p> : null}
      <dl className="portal-projects__amounts">
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
        <p className="portal-projects__actions">
          <PayLink project={{ ...project, payUrl: project.payUrl }} />
        </p>
      ) : null}
    </li>
  );
}

/**
 * The client's projects on the portal dashboard, newest first: each one's title, status in words, price
 * (deposit and balance) and, while the deposit is unpaid, a link to pay it. A new client sees what will
 * appear here and the way to start (a consultation).
 */
export function PortalProjects({ noConsultation = false }: { noConsultation?: boolean }) {
  const [page, setPage] = useState(1);
  const query = useListPortalProjects(params(page), {
    query: { queryKey: getListPortalProjectsQueryKey(params(page)), placeholderData: keepPreviousData },
  });

  if (query.isPending) {
    return <div className="portal-projects__skeleton" role="status" aria-label="Loading your projects" />;
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
    <div className="portal-projects" aria-busy={query.isFetching}>
      <ul className="portal-projects__list" aria-label="Your projects">
        {query.data.items.map((project) => (
          <ProjectItem key={project.id} project={project} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="portal-projects__pager" aria-label="Project pages">
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

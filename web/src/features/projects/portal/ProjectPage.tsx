import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type {
  PortalProjectDetailDto,
  PortalProjectStepDto,
  ProjectInvoiceDto,
  ProjectTaskDto,
} from '../../../api/generated/model';
import {
  getGetPortalProjectQueryKey,
  getListPortalProjectsQueryKey,
  updatePortalProjectTask,
  useGetPortalProject,
} from '../../../api/generated/portal-projects/portal-projects';
import { ApiError } from '../../../api/http';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { serverMessage } from '../../../components/form/field-errors';
import { EmptyState } from '../../../components/portal/EmptyState';
import { LIVE_UPDATES_POLL_MS } from '../../../constants/timing';
import { usePrivatePageTitle } from '../../../lib/head';
import { billingDate } from '../../billing/billing-dates';
import { INVOICE_STATUS_LABELS, PAYABLE_STATUSES } from '../../billing/billing-labels';
import { formatMoney } from '../../billing/money';
import { useProjectLiveUpdates, type LiveStatus } from '../live/use-project-live-updates';
import { PROJECT_STATUS_LABELS } from '../project-labels';
import { MessageThread } from '../shared/MessageThread';
import { ProjectDocuments } from '../shared/ProjectDocuments';
import { progressText } from './dashboard/ProjectProgressList';
import '../../../components/form/form.css';
import '../../billing/billing.css';
import './dashboard/dashboard.css';
import './project-page.css';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /portal/projects/:id: one of the client's projects (docs/modules/projects.md, "The project page API"): where it
 * stands, its steps as a timeline, the onboarding checklist, the message thread and documents (shared with staff's
 * page), its invoices and the proposal it came from; kept current by the live updates. Another client's project is
 * a 404 from the API, shown as "not found".
 */
export function ProjectPage({ projectId }: { projectId: string }) {
  const query = useGetPortalProject(projectId);
  const project = query.data;
  usePrivatePageTitle(project ? project.title : 'Project', 'Your project.');
  const { status: live } = useProjectLiveUpdates(projectId, 'portal');

  return (
    <div className="portal-page project-page">
      <Link to="/portal" className="project-page__back">
        ← Dashboard
      </Link>
      {query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            Loading the project...
          </p>
          <div aria-hidden="true" className="skeleton-stack">
            <div className="skeleton skeleton--title" />
            <div className="skeleton skeleton--line skeleton--short" />
            <div className="dashboard-skeleton dashboard-skeleton--tall" />
            <div className="dashboard-skeleton dashboard-skeleton--tall" />
          </div>
        </>
      ) : query.isError ? (
        isMissing(query.error) ? (
          <NotFound />
        ) : (
          <LoadErrorPanel
            what="this project"
            headingLevel={1}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )
      ) : (
        <>
          <ProjectHeader project={project!} live={live} />
          <div className="project-page__grid">
            <Steps steps={project!.steps} />
            <Checklist project={project!} />
            <div className="portal-card project-page__wide">
              <MessageThread projectId={projectId} audience="portal" />
            </div>
            <div className="portal-card project-page__wide">
              <ProjectDocuments projectId={projectId} audience="portal" />
            </div>
            <Invoices invoices={project!.invoices} />
            <Proposal proposal={project!.proposal} />
          </div>
        </>
      )}
    </div>
  );
}

/** Another client's project, an unknown or malformed id: the API answers 404 (or 400) alike. */
function NotFound() {
  return (
    <div className="pay-unavailable">
      <h1 className="pay-unavailable__title">We can&apos;t find this project</h1>
      <p>
        The link may be incomplete, or the project belongs to another account. If you have more than one account, sign
        in with the one the project was started from.
      </p>
      <Link to="/portal" className="btn btn--primary">
        See your projects
      </Link>
    </div>
  );
}

const LIVE_TEXT: Record<LiveStatus, string> = {
  live: 'Live',
  connecting: 'Reconnecting…',
  offline: `Not live: checking for updates every ${LIVE_UPDATES_POLL_MS / 1000} seconds`,
};

function ProjectHeader({ project, live }: { project: PortalProjectDetailDto; live: LiveStatus }) {
  const status = PROJECT_STATUS_LABELS[project.status];
  // Before the stream first opens, it is connecting, not reconnecting.
  const [wasLive, setWasLive] = useState(false);
  if (live === 'live' && !wasLive) setWasLive(true);
  const liveText = live === 'connecting' && !wasLive ? 'Connecting…' : LIVE_TEXT[live];
  const showProgress = project.stepsTotal > 0 && project.status !== 'cancelled';
  const progress = progressText(project);
  return (
    <header className="portal-page__header project-page__header">
      <h1 className="portal-page__title">{project.title}</h1>
      <div className="project-page__status">
        <span className={`dashboard-badge dashboard-badge--${status.tone}`}>{status.label}</span>
        <p className={`project-live project-live--${live}`} aria-live="polite">
          <span className="project-live__dot" aria-hidden="true" />
          {liveText}
        </p>
      </div>
      {project.description ? (
        <p className="portal-page__lead project-page__description">{project.description}</p>
      ) : null}
      {showProgress ? (
        <div className="project-progress project-page__progress">
          <p className="project-progress__text">{progress}</p>
          <div
            className="project-progress__bar"
            role="progressbar"
            aria-label="Progress"
            aria-valuemin={0}
            aria-valuemax={project.stepsTotal}
            aria-valuenow={project.stepsDone}
            aria-valuetext={progress}
          >
            <span
              className="project-progress__fill"
              style={{ width: `${Math.round((project.stepsDone / project.stepsTotal) * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      {project.payUrl ? (
        <p>
          <a className="btn btn--primary" href={project.payUrl}>
            {project.balanceCents > 0 ? 'Pay the deposit' : 'Pay now'}
          </a>{' '}
          <span className="portal-card__text">Work starts once it is paid.</span>
        </p>
      ) : null}
    </header>
  );
}

/** What a step's state reads as: when it was done, in progress, next, or later. */
function stepStateText(step: PortalProjectStepDto, firstNext: boolean): string {
  if (step.state === 'done') return step.completedAt ? `Done on ${billingDate(step.completedAt)}` : 'Done';
  if (step.state === 'current') return 'In progress';
  return firstNext ? 'Up next' : 'Later';
}

function Steps({ steps }: { steps: PortalProjectStepDto[] }) {
  const firstNextId = steps.find((step) => step.state === 'next')?.id;
  return (
    <section className="portal-card project-page__wide" aria-labelledby="project-steps-title">
      <h2 id="project-steps-title" className="portal-card__title">
        Steps
      </h2>
      {steps.length === 0 ? (
        <p className="portal-card__text">We will set out the steps of your project here.</p>
      ) : (
        <ol className="project-steps">
          {steps.map((step, index) => (
            <li
              key={step.id}
              className={`project-steps__item project-steps__item--${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span className="project-steps__marker" aria-hidden="true">
                {step.state === 'done' ? '✓' : index + 1}
              </span>
              <div className="project-steps__body">
                <p className="project-steps__title">{step.title}</p>
                <p className="project-steps__state">{stepStateText(step, step.id === firstNextId)}</p>
                {step.details ? <p className="project-steps__details">{step.details}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const QUESTIONNAIRE_STATUS_TEXT = {
  submitted: { text: 'Submitted: thank you!', action: 'Review your answers' },
  draft: { text: 'Draft saved: finish and submit it.', action: 'Continue the questionnaire' },
  none: { text: 'Not started yet.', action: 'Start the questionnaire' },
} as const;

/** The onboarding checklist: plain tasks the client ticks, and questionnaires (ticked by submitting them). */
function Checklist({ project }: { project: PortalProjectDetailDto }) {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const toggle = async (task: ProjectTaskDto, isDone: boolean) => {
    setPendingId(task.id);
    setError(null);
    setStatus('');
    try {
      const updated = await updatePortalProjectTask(project.id, task.id, { isDone });
      queryClient.setQueryData<PortalProjectDetailDto>(getGetPortalProjectQueryKey(project.id), (current) =>
        current
          ? {
              ...current,
              tasks: current.tasks.map((each) => (each.id === updated.id ? updated : each)),
              openTasks: current.tasks.filter((each) => !(each.id === updated.id ? updated : each).isDone).length,
            }
          : current,
      );
      // The dashboard counts the tasks left.
      void queryClient.invalidateQueries({ queryKey: [getListPortalProjectsQueryKey()[0]] });
      setStatus(`“${task.title}” ${updated.isDone ? 'ticked' : 'unticked'}.`);
    } catch (failure) {
      setError(serverMessage(failure, `We couldn't update “${task.title}”. Please try again.`));
    } finally {
      setPendingId(null);
    }
  };

  return (
    <section className="portal-card project-page__wide" aria-labelledby="project-checklist-title">
      <h2 id="project-checklist-title" className="portal-card__title">
        Onboarding checklist
      </h2>
      {project.tasks.length === 0 ? (
        <p className="portal-card__text">Nothing to do here for now.</p>
      ) : (
        <>
          <p className="portal-card__text">
            {project.openTasks === 0
              ? 'All done: thank you!'
              : `${project.openTasks} of ${project.tasks.length} left to do.`}
          </p>
          <ul className="project-tasks">
            {project.tasks.map((task) =>
              task.questionnaireKind ? (
                <li key={task.id} className="project-tasks__item">
                  <span
                    className={task.isDone ? 'project-tasks__mark project-tasks__mark--done' : 'project-tasks__mark'}
                    aria-hidden="true"
                  >
                    {task.isDone ? '✓' : ''}
                  </span>
                  <div className="project-tasks__body">
                    <p className="project-tasks__title">
                      {task.title}
                      <span className="visually-hidden">{task.isDone ? ' (done)' : ' (to do)'}</span>
                    </p>
                    {task.details ? <p className="project-tasks__details">{task.details}</p> : null}
                    <p className="project-tasks__details">
                      {QUESTIONNAIRE_STATUS_TEXT[task.questionnaireStatus ?? 'none'].text}
                    </p>
                    <Link
                      to="/portal/questionnaire/$type"
                      params={{ type: task.questionnaireKind }}
                      search={{ projectId: project.id }}
                      className="portal-card__link"
                    >
                      {QUESTIONNAIRE_STATUS_TEXT[task.questionnaireStatus ?? 'none'].action}
                      <span className="visually-hidden"> for “{task.title}”</span>
                    </Link>
                  </div>
                </li>
              ) : (
                <li key={task.id} className="project-tasks__item">
                  <label className="checkbox-field project-tasks__check">
                    <input
                      type="checkbox"
                      className="checkbox-field__control"
                      checked={task.isDone}
                      disabled={pendingId === task.id}
                      onChange={(event) => void toggle(task, event.target.checked)}
                    />
                    <span className="checkbox-field__text">
                      <span className="project-tasks__title">{task.title}</span>
                      {task.details ? <span className="project-tasks__details">{task.details}</span> : null}
                      {task.isDone && task.completedAt ? (
                        <span className="project-tasks__details">Done on {billingDate(task.completedAt)}</span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ),
            )}
          </ul>
        </>
      )}
      {error ? (
        <p className="project-shared__alert" role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}

const INVOICE_KIND_LABELS: Record<ProjectInvoiceDto['kind'], string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  other: 'Invoice',
};

function Invoices({ invoices }: { invoices: ProjectInvoiceDto[] }) {
  return (
    <section className="portal-card" aria-labelledby="project-invoices-title">
      <h2 id="project-invoices-title" className="portal-card__title">
        Invoices
      </h2>
      {invoices.length === 0 ? (
        <EmptyState icon="invoices" title="No invoices yet">
          The invoices of this project will be listed here once we send them.
        </EmptyState>
      ) : (
        <ul className="project-invoices">
          {invoices.map((invoice) => {
            const status = INVOICE_STATUS_LABELS[invoice.status];
            const money = (cents: number) => formatMoney(cents, invoice.currency);
            const payable = invoice.payUrl && invoice.amountDueCents > 0 && PAYABLE_STATUSES.includes(invoice.status);
            return (
              <li key={invoice.id} className="project-invoices__item">
                <div className="project-invoices__head">
                  <p className="project-invoices__title">
                    {INVOICE_KIND_LABELS[invoice.kind]} · {invoice.invoiceNumber}
                  </p>
                  <span className={`invoice-badge invoice-badge--${status.tone}`}>{status.label}</span>
                </div>
                <dl className="dashboard-projects__amounts">
                  <div>
                    <dt>Total</dt>
                    <dd>{money(invoice.totalCents)}</dd>
                  </div>
                  <div>
                    <dt>Amount due</dt>
                    <dd>{money(invoice.amountDueCents)}</dd>
                  </div>
                  {invoice.dueDate && payable ? (
                    <div>
                      <dt>Due</dt>
                      <dd>{billingDate(invoice.dueDate)}</dd>
                    </div>
                  ) : null}
                </dl>
                <p className="dashboard-projects__actions">
                  {payable ? (
                    <a className="btn btn--primary" href={invoice.payUrl!}>
                      Pay {money(invoice.amountDueCents)}
                      <span className="visually-hidden"> of invoice {invoice.invoiceNumber}</span>
                    </a>
                  ) : null}
                  {invoice.pdfUrl ? (
                    <a className="btn btn--outline" href={invoice.pdfUrl} download>
                      Download PDF<span className="visually-hidden"> of invoice {invoice.invoiceNumber}</span>
                    </a>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Proposal({ proposal }: { proposal: PortalProjectDetailDto['proposal'] }) {
  return (
    <section className="portal-card" aria-labelledby="project-proposal-title">
      <h2 id="project-proposal-title" className="portal-card__title">
        Proposal
      </h2>
      {proposal ? (
        <>
          <p className="portal-card__text">This project started from the proposal you accepted.</p>
          <Link to="/portal/proposals/$proposalId" params={{ proposalId: proposal.id }} className="portal-card__link">
            {proposal.title}
          </Link>
        </>
      ) : (
        <p className="portal-card__text">This project did not come from a proposal.</p>
      )}
    </section>
  );
}

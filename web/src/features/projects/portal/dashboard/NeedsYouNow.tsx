import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useGetPortalAmountOwed } from '../../../../api/generated/portal-invoices/portal-invoices';
import {
  getListPortalProjectsQueryKey,
  useListPortalProjects,
} from '../../../../api/generated/portal-projects/portal-projects';
import {
  getListPortalProposalsQueryKey,
  useListPortalProposals,
} from '../../../../api/generated/portal-proposals/portal-proposals';
import {
  getListPortalQuestionnairesQueryKey,
  useListPortalQuestionnaires,
} from '../../../../api/generated/portal-questionnaires/portal-questionnaires';
import { LoadErrorPanel } from '../../../../components/card/LoadErrorPanel';
import { EmptyState } from '../../../../components/portal/EmptyState';
import { PATHS } from '../../../../constants/site';
import { billingDate } from '../../../billing/billing-dates';
import { formatMoney } from '../../../billing/money';
import { isAnswerable } from '../../../proposals/portal/proposal-status';
import './dashboard.css';

/** The most recent of each list the dashboard looks through for what waits on the client (they have few). */
const PROPOSALS = { page: 1, pageSize: 20 } as const;
const PROJECTS = { page: 1, pageSize: 100 } as const;
const QUESTIONNAIRES = { page: 1, pageSize: 20 } as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One thing to do: what it is, a line of detail, and the link that does it. */
function Task({ title, detail, action }: { title: string; detail: string; action: ReactNode }) {
  return (
    <li className="needs-now__item">
      <div>
        <p className="needs-now__title">{title}</p>
        <p className="portal-card__text">{detail}</p>
      </div>
      <div className="needs-now__action">{action}</div>
    </li>
  );
}

/**
 * "What needs you now" on the dashboard: proposals awaiting an answer, questionnaires and onboarding tasks to
 * finish, unread messages, each with the link that does it (invoices to pay are in "What you owe", AmountOwed,
 * whose answer this reads too). A new account (nothing at all yet) is shown the way to start: booking a
 * consultation.
 */
export function NeedsYouNow({ noConsultation }: { noConsultation: boolean }) {
  const owed = useGetPortalAmountOwed();
  const proposals = useListPortalProposals(PROPOSALS, {
    query: { queryKey: getListPortalProposalsQueryKey(PROPOSALS) },
  });
  const projects = useListPortalProjects(PROJECTS, { query: { queryKey: getListPortalProjectsQueryKey(PROJECTS) } });
  const questionnaires = useListPortalQuestionnaires(QUESTIONNAIRES, {
    query: { queryKey: getListPortalQuestionnairesQueryKey(QUESTIONNAIRES) },
  });
  const queries = [owed, proposals, projects, questionnaires];

  if (queries.some((query) => query.isPending)) {
    return <div className="dashboard-skeleton" role="status" aria-label="Loading what needs you now" />;
  }
  if (!owed.data || !proposals.data || !projects.data || !questionnaires.data) {
    const failed = queries.filter((query) => query.isError);
    return (
      <LoadErrorPanel
        what="what needs you now"
        headingLevel={3}
        onRetry={() => failed.forEach((query) => void query.refetch())}
        retrying={failed.some((query) => query.isFetching)}
      />
    );
  }

  const tasks: ReactNode[] = [];
  for (const proposal of proposals.data.items) {
    if (!isAnswerable(proposal)) continue;
    tasks.push(
      <Task
        key={`proposal-${proposal.id}`}
        title={`Review and sign: ${proposal.title}`}
        detail={`${formatMoney(proposal.totalCents, proposal.currency)} · valid until ${billingDate(proposal.validUntil)}`}
        action={
          <Link
            to="/portal/proposals/$proposalId"
            params={{ proposalId: proposal.id }}
            className="btn btn--primary"
            aria-label={`Review the proposal ${proposal.title}`}
          >
            Review
          </Link>
        }
      />,
    );
  }
  for (const questionnaire of questionnaires.data.items) {
    const asked = questionnaire.taskProjectId !== null && questionnaire.status !== 'submitted';
    if (questionnaire.status !== 'draft' && !asked) continue;
    tasks.push(
      <Task
        key={`questionnaire-${questionnaire.kind}`}
        title={`Finish the ${questionnaire.title.toLowerCase()}`}
        detail={
          questionnaire.status === 'draft'
            ? `Your draft was saved ${billingDate(questionnaire.updatedAt)}: finish and submit it.`
            : 'Your project’s onboarding asks for it.'
        }
        action={
          <Link
            to="/portal/questionnaire/$type"
            params={{ type: questionnaire.kind }}
            search={questionnaire.taskProjectId ? { projectId: questionnaire.taskProjectId } : {}}
            className="btn btn--outline"
            aria-label={`Open the ${questionnaire.title.toLowerCase()}`}
          >
            {questionnaire.status === 'draft' ? 'Continue' : 'Start'}
          </Link>
        }
      />,
    );
  }
  for (const project of projects.data.items) {
    if (project.openTasks > 0) {
      tasks.push(
        <Task
          key={`tasks-${project.id}`}
          title={`Finish onboarding for ${project.title}`}
          detail={`${plural(project.openTasks, 'task', 'tasks')} left on your checklist.`}
          action={
            <Link
              to="/portal/projects/$projectId"
              params={{ projectId: project.id }}
              className="btn btn--outline"
              aria-label={`Open the checklist of ${project.title}`}
            >
              Open checklist
            </Link>
          }
        />,
      );
    }
    if (project.unreadMessages > 0) {
      tasks.push(
        <Task
          key={`messages-${project.id}`}
          title={`${plural(project.unreadMessages, 'new message', 'new messages')} on ${project.title}`}
          detail="From our team, waiting for you to read."
          action={
            <Link
              to="/portal/projects/$projectId"
              params={{ projectId: project.id }}
              className="btn btn--outline"
              aria-label={`Read the messages of ${project.title}`}
            >
              Read
            </Link>
          }
        />,
      );
    }
  }

  if (tasks.length > 0) {
    return (
      <ul className="needs-now" aria-label="What needs you now">
        {tasks}
      </ul>
    );
  }
  const newAccount =
    noConsultation && !owed.data.hasInvoices && proposals.data.total === 0 && projects.data.total === 0;
  return newAccount ? (
    <EmptyState
      icon="dashboard"
      title="Welcome! Let’s plan your launch"
      action={
        <Link to={PATHS.consultation} className="btn btn--accent">
          Book Consultation
        </Link>
      }
    >
      Start with a consultation: we talk through your plans, then your proposal, invoices and project appear here.
    </EmptyState>
  ) : (
    <p className="portal-card__text">
      {owed.data.amountDueCents > 0
        ? 'Nothing else needs you right now.'
        : "You're all caught up: nothing needs you right now."}
    </p>
  );
}

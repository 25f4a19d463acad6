import { Link } from '@tanstack/react-router';
import {
  getListPortalCreditsQueryKey,
  useListPortalCredits,
} from '../../../../api/generated/portal-billing/portal-billing';
import { LoadErrorPanel } from '../../../../components/card/LoadErrorPanel';
import { formatCents } from '../../../billing/money';
import './dashboard.css';

/** The billing page's first page of credits: the same request, so one answer serves both. */
const CREDITS = { page: 1, pageSize: 50 } as const;

/** The dashboard's "Account credits" card body: what the client can spend, or how to earn some. */
export function AvailableCredits() {
  const query = useListPortalCredits(CREDITS, { query: { queryKey: getListPortalCreditsQueryKey(CREDITS) } });
  if (query.isPending) {
    return <div className="dashboard-skeleton" role="status" aria-label="Loading your credits" />;
  }
  if (query.isError) {
    return (
      <LoadErrorPanel
        what="your credits"
        headingLevel={3}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.totalAvailableCents <= 0) {
    return (
      <>
        <p className="portal-card__text">No credits yet. Refer a friend to earn some.</p>
        <Link to="/portal/refer" className="portal-card__link">
          Refer a friend
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="dashboard-credits__amount">{formatCents(query.data.totalAvailableCents)}</p>
      <p className="portal-card__text">Available, applied automatically when you pay an invoice.</p>
      <Link to="/portal/billing" className="portal-card__link">
        See your credits
      </Link>
    </>
  );
}

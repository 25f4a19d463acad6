import { Link } from '@tanstack/react-router';
import {
  getListPortalConsultationsQueryKey,
  useListPortalConsultations,
} from '../../../../api/generated/portal-bookings/portal-bookings';
import type { PortalConsultationDto } from '../../../../api/generated/model';
import { LoadErrorPanel } from '../../../../components/card/LoadErrorPanel';
import { PATHS } from '../../../../constants/site';
import './dashboard.css';

/** The client's most recently booked consultations, among which the next one is (newest bookings come first). */
const RECENT = { page: 1, pageSize: 20 } as const;

const when = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));

/** The earliest consultation still to come (pending or confirmed, its time ahead), if any. */
export function nextConsultation(items: PortalConsultationDto[], now = Date.now()): PortalConsultationDto | null {
  const upcoming = items.filter(
    (item) =>
      (item.status === 'pending' || item.status === 'confirmed') &&
      item.scheduledAt !== null &&
      new Date(item.scheduledAt).getTime() > now,
  );
  upcoming.sort((a, b) => new Date(a.scheduledAt!).getTime() - new Date(b.scheduledAt!).getTime());
  return upcoming[0] ?? null;
}

/** The dashboard's "Next consultation" card body: when it is, its meeting link, or the way to book one. */
export function NextConsultation() {
  const query = useListPortalConsultations(RECENT, { query: { queryKey: getListPortalConsultationsQueryKey(RECENT) } });
  if (query.isPending) {
    return <div className="dashboard-skeleton" role="status" aria-label="Loading your next consultation" />;
  }
  if (query.isError) {
    return (
      <LoadErrorPanel
        what="your consultations"
        headingLevel={3}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const next = nextConsultation(query.data.items);
  if (!next) {
    return (
      <>
        <p className="portal-card__text">No consultation booked.</p>
        <Link to={PATHS.consultation} className="btn btn--accent dashboard-card__action">
          Book Consultation
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="portal-card__text portal-card__text--strong">{when(next.scheduledAt!)}</p>
      <p className="portal-card__text">{next.status === 'pending' ? 'Awaiting our confirmation.' : 'Confirmed.'}</p>
      {next.meetingLink ? (
        <a
          href={next.meetingLink}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn--primary dashboard-card__action"
        >
          Join the meeting
        </a>
      ) : (
        <p className="portal-card__text">The meeting link will appear here once it is confirmed.</p>
      )}
    </>
  );
}

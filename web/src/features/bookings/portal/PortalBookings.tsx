import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  getListPortalConsultationsQueryKey,
  getListPortalQuestionsQueryKey,
  getListPortalServiceInquiriesQueryKey,
  useListPortalConsultations,
  useListPortalQuestions,
  useListPortalServiceInquiries,
} from '../../../api/generated/portal-bookings/portal-bookings';
import type {
  PortalConsultationDto,
  PortalConsultationPageDto,
  PortalQuestionDto,
  PortalServiceInquiryDto,
} from '../../../api/generated/model';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import './portal-bookings.css';

export const PORTAL_BOOKINGS_PAGE_SIZE = 5;

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  rescheduled: 'Rescheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Missed',
  contacted: 'Contacted',
  proposal_sent: 'Proposal sent',
  converted: 'Project started',
  closed: 'Closed',
  answered: 'Answered',
};

const when = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

const params = (page: number) => ({ page, pageSize: PORTAL_BOOKINGS_PAGE_SIZE });

/** A page of the client's consultations: the dashboard also asks whether there is one. */
export function usePortalConsultations(page: number) {
  return useListPortalConsultations(params(page), {
    query: { queryKey: getListPortalConsultationsQueryKey(params(page)), placeholderData: keepPreviousData },
  });
}

type Paged<T> = { items: T[]; total: number };

/** One list of bookings with its loading, error and empty states and previous / next buttons. */
function BookingList<T extends { id: string }>({
  title,
  query,
  page,
  onPage,
  empty,
  renderItem,
}: {
  title: string;
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  const id = `portal-bookings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PORTAL_BOOKINGS_PAGE_SIZE));
  return (
    <section aria-labelledby={id} aria-busy={query.isFetching} className="portal-bookings__group">
      <h3 id={id} className="portal-bookings__title">
        {title}
      </h3>
      {query.isPending ? (
        <div className="portal-bookings__skeleton" role="status" aria-label={`Loading your ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <LoadErrorPanel
          what={`your ${title.toLowerCase()}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.total === 0 ? (
        <p className="portal-card__text">{empty}</p>
      ) : (
        <>
          <ul className="portal-bookings__list" aria-label={`Your ${title.toLowerCase()}`}>
            {query.data.items.map((item) => (
              <li key={item.id} className="portal-bookings__item">
                {renderItem(item)}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="portal-bookings__pager" aria-label={`${title} pages`}>
              <button type="button" className="btn btn--outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                Previous
              </button>
              <span aria-current="page">
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="btn btn--outline"
                disabled={page >= pages}
                onClick={() => onPage(page + 1)}
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function Status({ status }: { status: string }) {
  return <span className="portal-bookings__status">{STATUS_LABELS[status] ?? status}</span>;
}

function Meeting({ item }: { item: { scheduledAt: string | null; meetingLink: string | null } }) {
  return (
    <>
      <p className="portal-card__text">{item.scheduledAt ? when(item.scheduledAt) : 'No time booked yet'}</p>
      {item.meetingLink ? (
        <p className="portal-card__text">
          <a href={item.meetingLink} target="_blank" rel="noopener noreferrer">
            Join the meeting
          </a>
        </p>
      ) : null}
    </>
  );
}

function ConsultationItem({ item }: { item: PortalConsultationDto }) {
  const label = item.scheduledAt ? `the consultation of ${when(item.scheduledAt)}` : 'this consultation';
  return (
    <>
      <p className="portal-card__text portal-card__text--strong">
        Consultation · <Status status={item.status} />
      </p>
      <Meeting item={item} />
      {item.servicesInterested.length ? (
        <p className="portal-card__text">{item.servicesInterested.join(', ')}</p>
      ) : null}
      {item.rescheduleUrl || item.cancelUrl ? (
        <p className="portal-bookings__actions">
          {/* The signed pages of the e-mails: a full page load, as from the e-mail. */}
          {item.rescheduleUrl ? (
            <a href={item.rescheduleUrl} className="btn btn--outline" aria-label={`Reschedule ${label}`}>
              Reschedule
            </a>
          ) : null}
          {item.cancelUrl ? (
            <a href={item.cancelUrl} className="btn btn--outline" aria-label={`Cancel ${label}`}>
              Cancel
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

function InquiryItem({ item }: { item: PortalServiceInquiryDto }) {
  return (
    <>
      <p className="portal-card__text portal-card__text--strong">
        Service inquiry · <Status status={item.status} />
      </p>
      <Meeting item={item} />
      <p className="portal-card__text">{[...item.servicesInterested, item.budget].filter(Boolean).join(', ')}</p>
    </>
  );
}

function QuestionItem({ item }: { item: PortalQuestionDto }) {
  return (
    <>
      <p className="portal-card__text portal-card__text--strong">
        {item.serviceQuestion} · <Status status={item.status} />
      </p>
      <p className="portal-card__text">Sent {when(item.createdAt)}</p>
      {item.message ? <p className="portal-card__text portal-bookings__message">{item.message}</p> : null}
    </>
  );
}

/**
 * The client's consultations, service inquiries and questions (theirs: sent signed in, or to their
 * verified address), with status, meeting link and the cancel / reschedule links of the e-mails.
 */
export function PortalBookings({
  consultations,
  consultationsPage,
  onConsultationsPage,
}: {
  consultations: UseQueryResult<PortalConsultationPageDto>;
  consultationsPage: number;
  onConsultationsPage: (page: number) => void;
}) {
  const [inquiriesPage, setInquiriesPage] = useState(1);
  const [questionsPage, setQuestionsPage] = useState(1);
  const inquiries = useListPortalServiceInquiries(params(inquiriesPage), {
    query: {
      queryKey: getListPortalServiceInquiriesQueryKey(params(inquiriesPage)),
      placeholderData: keepPreviousData,
    },
  });
  const questions = useListPortalQuestions(params(questionsPage), {
    query: { queryKey: getListPortalQuestionsQueryKey(params(questionsPage)), placeholderData: keepPreviousData },
  });
  return (
    <div className="portal-bookings">
      <BookingList<PortalConsultationDto>
        title="Consultations"
        query={consultations}
        page={consultationsPage}
        onPage={onConsultationsPage}
        empty="No consultations yet."
        renderItem={(item) => <ConsultationItem item={item} />}
      />
      <BookingList<PortalServiceInquiryDto>
        title="Service inquiries"
        query={inquiries}
        page={inquiriesPage}
        onPage={setInquiriesPage}
        empty="No service inquiries yet."
        renderItem={(item) => <InquiryItem item={item} />}
      />
      <BookingList<PortalQuestionDto>
        title="Questions"
        query={questions}
        page={questionsPage}
        onPage={setQuestionsPage}
        empty="No questions yet."
        renderItem={(item) => <QuestionItem item={item} />}
      />
    </div>
  );
}

import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BookingForm } from './BookingForm';
import { readBookingSearch } from './booking-form-state';
import { QuickQuestionForm } from './QuickQuestionForm';
import './booking.css';

function BookingPageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="booking-page" aria-labelledby="booking-page-title">
      <div id="get-started-form" className="booking-card">
        <h1 id="booking-page-title" className="booking-card__title">
          {title}
        </h1>
        <p className="booking-card__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** /consultation: the consultation form alone, with its prefill and reschedule parameters. */
export function ConsultationPage() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  // The old booking has moved: its link's parameters would only try to move it again.
  const leaveRescheduleMode = () => void navigate({ to: '/consultation', search: {}, replace: true });
  return (
    <BookingPageFrame
      title="Book Your Consultation"
      lead="Tell us about your business and pick a time that suits you. Approval and confirmation are sent by email."
    >
      <BookingForm
        kind="consultation"
        search={readBookingSearch(search)}
        onRescheduled={leaveRescheduleMode}
        headingLevel={2}
      />
    </BookingPageFrame>
  );
}

/** /service-inquiry: the service inquiry form alone. */
export function ServiceInquiryPage() {
  return (
    <BookingPageFrame
      title="Service Inquiry"
      lead="Tell us which services you need and your budget. We reply within 2 hours."
    >
      <BookingForm kind="inquiry" headingLevel={2} />
    </BookingPageFrame>
  );
}

/** /quick-question: the quick question form alone. */
export function QuickQuestionPage() {
  return (
    <BookingPageFrame
      title="Ask a Quick Question"
      lead="Ask us anything about starting or growing your business. We answer within 24 hours."
    >
      <QuickQuestionForm headingLevel={2} />
    </BookingPageFrame>
  );
}

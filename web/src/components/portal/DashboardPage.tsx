import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { userMenuLabel } from '../header/types';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { usePrivatePageTitle } from '../../lib/head';
import { PortalBookings, usePortalConsultations } from '../../features/bookings/portal/PortalBookings';
import { PendingProposals } from '../../features/proposals/portal/PendingProposals';
import { PortalProjects } from '../../features/projects/portal/PortalProjects';

/**
 * /portal and /dashboard. Projects, invoices and proposals arrive in later issues: until then each
 * card says plainly that there is nothing yet, and what will appear there.
 */
export function DashboardPage() {
  usePrivatePageTitle('Client Portal', 'Your projects, invoices and proposals.');
  const { user } = useCurrentUser();
  const name = user?.firstName?.trim() || (user ? userMenuLabel(user) : '');
  const profileIncomplete = !!user && (!user.phone || !user.timezone || !user.country);
  const [consultationsPage, setConsultationsPage] = useState(1);
  const consultations = usePortalConsultations(consultationsPage);
  // Until the list answers, say nothing rather than a "first step" the client may have taken.
  const noConsultation = consultations.isSuccess && consultations.data.total === 0;

  return (
    <div className="portal-page">
      <header className="portal-page__header">
        <h1 className="portal-page__title">Welcome back{name ? `, ${name}` : ''}!</h1>
        <p className="portal-page__lead">
          This is your client portal: your projects, invoices and proposals will all show up here.
        </p>
      </header>

      <div className="dashboard-grid">
        <section className="portal-card dashboard-grid__wide" aria-labelledby="dashboard-projects">
          <h2 id="dashboard-projects" className="portal-card__title">
            Your projects
          </h2>
          <PortalProjects noConsultation={noConsultation} />
        </section>

        <section className="portal-card dashboard-grid__wide" aria-labelledby="dashboard-bookings">
          <h2 id="dashboard-bookings" className="portal-card__title">
            Your bookings
          </h2>
          <PortalBookings
            consultations={consultations}
            consultationsPage={consultationsPage}
            onConsultationsPage={setConsultationsPage}
          />
        </section>

        <section className="portal-card" aria-labelledby="dashboard-invoices">
          <h2 id="dashboard-invoices" className="portal-card__title">
            Invoices
          </h2>
          <p className="portal-card__text">No invoices yet.</p>
          <Link to="/portal/invoices" className="portal-card__link">
            Go to invoices
          </Link>
        </section>

        <section className="portal-card" aria-labelledby="dashboard-proposals">
          <h2 id="dashboard-proposals" className="portal-card__title">
            Proposals
          </h2>
          <PendingProposals />
          <Link to="/portal/proposals" className="portal-card__link">
            Go to proposals
          </Link>
        </section>

        <section className="portal-card" aria-labelledby="dashboard-account">
          <h2 id="dashboard-account" className="portal-card__title">
            Your account
          </h2>
          <p className="portal-card__text portal-card__text--strong">{user?.email}</p>
          <p className="portal-card__text">
            {profileIncomplete
              ? 'Add your phone number, country and time zone so we can reach you and schedule calls at the right time.'
              : 'Your contact details are complete.'}
          </p>
          <Link to="/portal/profile" className="portal-card__link">
            {profileIncomplete ? 'Complete your profile' : 'Edit your profile'}
          </Link>
        </section>
      </div>
    </div>
  );
}

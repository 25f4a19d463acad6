import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { userMenuLabel } from '../header/types';
import { Truncated } from '../text/Truncated';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { usePrivatePageTitle } from '../../lib/head';
import { AmountOwed } from '../../features/billing/portal/AmountOwed';
import { PortalBookings, usePortalConsultations } from '../../features/bookings/portal/PortalBookings';
import { AvailableCredits } from '../../features/projects/portal/dashboard/AvailableCredits';
import { NeedsYouNow } from '../../features/projects/portal/dashboard/NeedsYouNow';
import { NextConsultation } from '../../features/projects/portal/dashboard/NextConsultation';
import { ProjectProgressList } from '../../features/projects/portal/dashboard/ProjectProgressList';

/**
 * /portal and /dashboard: what the client owes, what else needs them now, their projects with progress, the
 * next consultation, their credits and account, then their bookings, latest first (docs/modules/projects.md,
 * "Screens").
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
        <h1 className="portal-page__title">
          {/* A client whose sign-up this session completed is new here, not back. */}
          {user?.firstSignIn ? 'Welcome to your portal' : 'Welcome back'}
          {/* Without a first name the greeting names the e-mail address, which must not break mid-word. */}
          {name ? <>, {name === user?.email ? <Truncated text={name} /> : name}</> : null}!
        </h1>
        <p className="portal-page__lead">Your projects, what they need from you, and your upcoming calls.</p>
      </header>

      <div className="dashboard-grid">
        <section className="portal-card dashboard-grid__wide" aria-labelledby="dashboard-owed">
          <h2 id="dashboard-owed" className="portal-card__title">
            What you owe
          </h2>
          <AmountOwed />
        </section>

        <section className="portal-card dashboard-grid__wide" aria-labelledby="dashboard-needs">
          <h2 id="dashboard-needs" className="portal-card__title">
            What needs you now
          </h2>
          <NeedsYouNow noConsultation={noConsultation} />
        </section>

        <section className="portal-card dashboard-grid__wide" aria-labelledby="dashboard-projects">
          <h2 id="dashboard-projects" className="portal-card__title">
            Your projects
          </h2>
          <ProjectProgressList noConsultation={noConsultation} />
        </section>

        <section className="portal-card" aria-labelledby="dashboard-consultation">
          <h2 id="dashboard-consultation" className="portal-card__title">
            Next consultation
          </h2>
          <NextConsultation />
        </section>

        <section className="portal-card" aria-labelledby="dashboard-credits">
          <h2 id="dashboard-credits" className="portal-card__title">
            Account credits
          </h2>
          <AvailableCredits />
        </section>

        <section className="portal-card" aria-labelledby="dashboard-account">
          <h2 id="dashboard-account" className="portal-card__title">
            Your account
          </h2>
          <p className="portal-card__text portal-card__text--strong">{user ? <Truncated text={user.email} /> : null}</p>
          <p className="portal-card__text">
            {profileIncomplete
              ? 'Add your phone number, country and time zone so we can reach you and schedule calls at the right time.'
              : 'Your contact details are complete.'}
          </p>
          <Link to="/portal/profile" className="portal-card__link">
            {profileIncomplete ? 'Complete your profile' : 'Edit your profile'}
          </Link>
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
      </div>
    </div>
  );
}

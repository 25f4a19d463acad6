import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ADMIN_HOME_PATH, PORTAL_PATH } from './redirect';
import './auth-guard.css';

/** Linked from the access-denied screen: tells whether the signed-in e-mail is in ADMIN_EMAILS. */
export const ADMIN_CHECK_PATH = '/api/debug/admin-check';

export interface AccessDeniedProps {
  email: string;
  /** The account's current role; customer when unknown (docs/modules/auth.md). */
  role?: string | null;
}

/**
 * What a signed-in non-admin sees on an admin page (docs/modules/auth.md).
 * Plain CSS: it shows inside the admin area but must not need Ant Design.
 */
export function AccessDenied({ email, role }: AccessDeniedProps) {
  const titleId = useId();
  return (
    <section className="access-denied" aria-labelledby={titleId}>
      <div className="access-denied__card">
        <div className="access-denied__icon" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" focusable="false">
            <rect x="5" y="11" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
        <h1 id={titleId} className="access-denied__title">
          Admin Access Required
        </h1>
        <p className="access-denied__lead">This area is for Inspivision staff only.</p>

        <dl className="access-denied__account">
          <div>
            <dt>Signed in as</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>Current role</dt>
            <dd>{role || 'customer'}</dd>
          </div>
        </dl>

        <h2 className="access-denied__subtitle">Need admin access?</h2>
        <ol className="access-denied__steps">
          <li>
            Add <strong>{email}</strong> to the <code>ADMIN_EMAILS</code> secret.
          </li>
          <li>Log out, then log back in.</li>
          <li>
            Revisit <code>{ADMIN_HOME_PATH}</code>.
          </li>
        </ol>

        <div className="access-denied__actions">
          <Link to={PORTAL_PATH} className="btn btn--primary">
            Go to Client Portal
          </Link>
          <a href={ADMIN_CHECK_PATH} className="btn btn--outline">
            Check Admin Status
          </a>
        </div>
      </div>
    </section>
  );
}

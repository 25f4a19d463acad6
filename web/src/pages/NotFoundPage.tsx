import { Link } from '@tanstack/react-router';
import { PATHS } from '../constants/site';

/** /404 and every unknown path (SPEC.md section 2). The server answers unknown paths with status 404. */
export function NotFoundPage() {
  return (
    <section className="section status-page" aria-labelledby="not-found-title">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="status-page__title">
          Page Not Found
        </h1>
        <p className="status-page__text">The page you're looking for doesn't exist or has been moved.</p>
        <nav aria-label="Helpful links">
          <ul className="status-page__links">
            <li>
              <Link to="/" className="btn btn--primary">
                Go Home
              </Link>
            </li>
            <li>
              <Link to={PATHS.dashboard} className="btn btn--outline">
                Dashboard
              </Link>
            </li>
            <li>
              <Link to="/services" className="btn btn--outline">
                Services
              </Link>
            </li>
            <li>
              <Link to={PATHS.blog} className="btn btn--outline">
                Blog
              </Link>
            </li>
            <li>
              <Link to={PATHS.contact} className="btn btn--outline">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}

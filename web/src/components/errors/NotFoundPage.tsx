import { PATHS } from '../../constants/site';
import { SiteLink } from '../navigation';

/** /404 and every unknown path (docs/web.md). The server answers unknown paths with status 404. */
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
              <SiteLink to={PATHS.home} className="btn btn--primary">
                Go Home
              </SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.dashboard} className="btn btn--outline">
                Dashboard
              </SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.services} className="btn btn--outline">
                Services
              </SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.blog} className="btn btn--outline">
                Blog
              </SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.contact} className="btn btn--outline">
                Contact
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}

import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { browserNavigation } from '../../lib/browser-navigation';

/** /500, and the router's default error component (docs/web.md). "Try Again" reloads the page. */
export function ServerErrorPage({ error }: Partial<ErrorComponentProps>) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  return (
    <section className="section status-page" aria-labelledby="server-error-title">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          500
        </p>
        <h1 id="server-error-title" className="status-page__title">
          Something Went Wrong
        </h1>
        <p className="status-page__text">
          We hit an unexpected problem while loading this page. Please try again in a moment.
        </p>
        <button type="button" className="btn btn--primary" onClick={() => browserNavigation.reload()}>
          Try Again
        </button>
      </div>
    </section>
  );
}

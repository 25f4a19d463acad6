import type { ReactNode } from 'react';
import { SiteLink } from '../navigation';
import type { ContentCallToAction, ContentHero, ContentLink, ContentStat } from './page-content';
import '../../styles/utilities.css';
import './content-page.css';

/** A link from page content: site paths through SiteLink (its full-page-load rule), others as plain links. */
export function ContentLinkButton({ link, className }: { link: ContentLink; className: string }) {
  if (!link.href.startsWith('/')) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  const [path = '/', hash] = link.href.split('#', 2);
  return (
    <SiteLink to={path} hash={hash || undefined} className={className}>
      {link.label}
    </SiteLink>
  );
}

interface PageHeroBlockProps {
  hero: ContentHero | null;
  /** The heading while the content loads or when it has none. */
  fallbackHeading: string;
  titleId: string;
  children?: ReactNode;
}

export function PageHeroBlock({ hero, fallbackHeading, titleId, children }: PageHeroBlockProps) {
  return (
    <section className="page-hero" aria-labelledby={titleId}>
      <div className="container">
        <h1 id={titleId} className="page-hero__title">
          {hero?.heading ?? fallbackHeading}
        </h1>
        {hero?.subheading ? <p className="page-hero__lead">{hero.subheading}</p> : null}
        {hero?.primary || hero?.secondary ? (
          <div className="content-actions">
            {hero.primary ? <ContentLinkButton link={hero.primary} className="btn btn--accent" /> : null}
            {hero.secondary ? <ContentLinkButton link={hero.secondary} className="btn btn--outline-inverse" /> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

export function StatList({ stats, label }: { stats: readonly ContentStat[]; label: string }) {
  return (
    <dl className="stat-list" aria-label={label}>
      {stats.map((stat) => (
        <div key={`${stat.value} ${stat.label}`} className="stat-list__item">
          <dt className="stat-list__label">{stat.label}</dt>
          <dd className="stat-list__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CallToActionBlock({ cta, titleId }: { cta: ContentCallToAction; titleId: string }) {
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <div className="content-cta">
          <div>
            <h2 id={titleId} className="content-cta__title">
              {cta.heading}
            </h2>
            {cta.text ? <p className="content-cta__text">{cta.text}</p> : null}
          </div>
          <div className="content-actions">
            <ContentLinkButton link={cta.primary} className="btn btn--accent btn--lg" />
            {cta.secondary ? (
              <ContentLinkButton link={cta.secondary} className="btn btn--outline-inverse btn--lg" />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Placeholder lines while a page's content loads; `label` is announced to screen readers. */
export function ContentSkeleton({ label, lines = 6 }: { label: string; lines?: number }) {
  return (
    <div className="container content-skeleton">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true" data-testid="content-skeleton">
        <div className="content-skeleton__bar content-skeleton__bar--title" />
        {Array.from({ length: lines }, (_, index) => (
          <div
            key={index}
            className={`content-skeleton__bar${index % 3 === 2 ? ' content-skeleton__bar--short' : ''}`}
          />
        ))}
      </div>
    </div>
  );
}

export function ContentLoadError({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="container">
      <div className="error-panel" role="alert">
        <h2 className="error-panel__title">We couldn't load {what}.</h2>
        <p>Please check your connection and try again.</p>
        <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Try Again'}
        </button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { CtaPanel } from '../../../../components/card/CtaPanel';
import { HeroSkeleton } from '../../../../components/card/HeroSkeleton';
import { LoadErrorPanel, type LoadErrorPanelProps } from '../../../../components/card/LoadErrorPanel';
import { SiteLink } from '../../../../components/navigation';
import type {
  ContentCallToAction,
  ContentHero,
  ContentLink,
  ContentStat,
  ContentStep,
  ContentTitledText,
  FaqItemView,
} from './page-content';
import '../../../../styles/utilities.css';
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
  hero: Partial<ContentHero> | null;
  /** The heading while the content loads or when it has none. */
  fallbackHeading: string;
  /** While the content loads: a skeleton of the heading and lead instead of the fallback heading. */
  loading?: boolean;
  titleId: string;
  children?: ReactNode;
}

export function PageHeroBlock({ hero, fallbackHeading, loading = false, titleId, children }: PageHeroBlockProps) {
  return (
    <section className="page-hero" aria-labelledby={titleId}>
      <div className="container">
        {loading ? (
          <HeroSkeleton />
        ) : (
          <h1 id={titleId} className="page-hero__title">
            {hero?.heading ?? fallbackHeading}
          </h1>
        )}
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

/** Figures with their labels; `compact` keeps three in a row (the home page's about block). */
export function StatList({
  stats,
  label,
  compact = false,
}: {
  stats: readonly ContentStat[];
  label: string;
  compact?: boolean;
}) {
  return (
    <dl className={compact ? 'stat-list stat-list--compact' : 'stat-list'} aria-label={label}>
      {stats.map((stat) => (
        <div key={`${stat.value} ${stat.label}`} className="stat-list__item">
          <dt className="stat-list__label">{stat.label}</dt>
          <dd className="stat-list__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Titled texts as a grid of cards; their titles are `h3`s unless the block has no `h2` of its own above them. */
export function CardList({ items, titleTag = 'h3' }: { items: readonly ContentTitledText[]; titleTag?: 'h2' | 'h3' }) {
  const Title = titleTag;
  return (
    <ul className="content-grid content-grid--3">
      {items.map((item) => (
        <li key={item.title} className="content-card">
          <Title className="content-card__title">{item.title}</Title>
          <p className="content-card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps in their order, each a card. */
export function StepList({ steps }: { steps: readonly ContentStep[] }) {
  return (
    <ol className="content-grid content-grid--3">
      {steps.map((step) => (
        <li key={step.step} className="content-card">
          <span className="content-card__step" aria-hidden="true">
            {step.step}
          </span>
          <h3 className="content-card__title">
            <span className="visually-hidden">Step {step.step}: </span>
            {step.title}
          </h3>
          <p className="content-card__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Questions that open on their answer (a native disclosure: keyboard and screen readers need nothing more). */
export function FaqList({ items }: { items: readonly FaqItemView[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} className="faq-list__item">
          <summary className="faq-list__question">{item.question}</summary>
          <p className="faq-list__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The shared dark panel (CtaPanel) with the call to action's links. */
export function CallToActionPanel({ cta, titleId }: { cta: ContentCallToAction; titleId: string }) {
  return (
    <CtaPanel id={titleId} heading={cta.heading} text={cta.text}>
      <ContentLinkButton link={cta.primary} className="btn btn--accent btn--lg" />
      {cta.secondary ? <ContentLinkButton link={cta.secondary} className="btn btn--outline-inverse btn--lg" /> : null}
    </CtaPanel>
  );
}

/** A call to action in a section of its own. */
export function CallToActionBlock({ cta, titleId }: { cta: ContentCallToAction; titleId: string }) {
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <CallToActionPanel cta={cta} titleId={titleId} />
      </div>
    </section>
  );
}

/** Placeholder lines while a page's content loads; `label` is announced to screen readers. */
export function ContentSkeleton({ label, lines = 6 }: { label: string; lines?: number }) {
  return (
    <div className="container section">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="skeleton-stack" aria-hidden="true" data-testid="content-skeleton">
        <div className="skeleton skeleton--title" />
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className={`skeleton skeleton--line${index % 3 === 2 ? ' skeleton--short' : ''}`} />
        ))}
      </div>
    </div>
  );
}

/** LoadErrorPanel in the page's container, for a whole section that failed. */
export function ContentLoadError(props: LoadErrorPanelProps) {
  return (
    <div className="container">
      <LoadErrorPanel {...props} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { CallToActionBlock, CardList, ContentLinkButton, FaqList, StatList, StepList } from './ContentBlocks';
import type { PageSectionView } from './page-content';
import { usePageSections, type PageSlug } from './use-page-content';

/** A section with its `h2` (labelling it) when it has a heading; without one it is a plain block of the page. */
function SectionFrame({
  titleId,
  heading,
  tinted = false,
  children,
}: {
  titleId: string;
  heading: string | null;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={heading ? titleId : undefined}>
      <div className="container">
        {heading ? (
          <h2 id={titleId} className="section__title">
            {heading}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** One section, drawn by the renderer of its type. */
function PageSectionBlock({ section }: { section: PageSectionView }) {
  // Section keys are unique within a page and made of a-z, 0-9, - and _: safe in an id.
  const titleId = `page-section-${section.key}-title`;
  switch (section.type) {
    case 'hero': {
      const { hero } = section;
      // The page has its own h1: a hero further down is a banner with an h2.
      return (
        <section className="page-hero" aria-labelledby={titleId}>
          <div className="container">
            <h2 id={titleId} className="page-hero__title">
              {hero.heading}
            </h2>
            {hero.subheading ? <p className="page-hero__lead">{hero.subheading}</p> : null}
            {hero.primary || hero.secondary ? (
              <div className="content-actions">
                {hero.primary ? <ContentLinkButton link={hero.primary} className="btn btn--accent" /> : null}
                {hero.secondary ? (
                  <ContentLinkButton link={hero.secondary} className="btn btn--outline-inverse" />
                ) : null}
              </div>
            ) : null}
          </div>
        </section>
      );
    }
    case 'text':
      return (
        <SectionFrame titleId={titleId} heading={section.heading}>
          <div className="content-prose">
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </SectionFrame>
      );
    case 'cards':
      return (
        <SectionFrame titleId={titleId} heading={section.heading} tinted>
          {section.intro ? <p className="content-intro">{section.intro}</p> : null}
          <CardList items={section.items} titleTag={section.heading ? 'h3' : 'h2'} />
        </SectionFrame>
      );
    case 'stats':
      return (
        <SectionFrame titleId={titleId} heading={section.heading}>
          <StatList stats={section.items} label={section.heading ?? 'In numbers'} />
        </SectionFrame>
      );
    case 'steps':
      return (
        <SectionFrame titleId={titleId} heading={section.heading} tinted>
          {section.intro ? <p className="content-intro">{section.intro}</p> : null}
          <StepList steps={section.steps} />
        </SectionFrame>
      );
    case 'faq':
      return (
        <SectionFrame titleId={titleId} heading={section.heading}>
          <FaqList items={section.items} />
        </SectionFrame>
      );
    case 'cta':
      return <CallToActionBlock cta={section.cta} titleId={titleId} />;
  }
}

/**
 * The active sections staff added to a page (`sections` of GET /api/pages/{slug}), after the page's own
 * content. It reads the page's query, so a server render or a page that already loaded it asks nothing more.
 */
export function PageSections({ slug }: { slug: PageSlug }) {
  const sections = usePageSections(slug).data ?? [];
  return (
    <>
      {sections.map((section) => (
        <PageSectionBlock key={section.key} section={section} />
      ))}
    </>
  );
}

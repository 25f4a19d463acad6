import { ContentLoadError, ContentSkeleton, PageSections, readLegalPage, usePageContent, type LegalPageView } from '.';

/** The three legal pages (docs/modules/content.md): slug of GET /api/pages/{slug} and the page heading. */
export const LEGAL_PAGE_HEADINGS = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  'refund-policy': 'Refund & Cancellation Policy',
} as const;

export type LegalSlug = keyof typeof LEGAL_PAGE_HEADINGS;

function LegalBody({ page }: { page: LegalPageView }) {
  return (
    <div className="legal-body">
      {page.intro ? <p className="content-intro">{page.intro}</p> : null}
      {page.sections.map((section, index) => (
        <section key={`${index} ${section.heading}`} className="legal-body__section" aria-labelledby={`legal-${index}`}>
          <h2 id={`legal-${index}`} className="legal-body__heading">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * A legal page: its date ("Last updated: October 10, 2025"), introduction and sections, from the `pages` table,
 * then the page's own sections (`page_sections`).
 */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const { data, isPending, isError, refetch, isFetching } = usePageContent(slug, readLegalPage);

  return (
    <>
      <section className="page-hero" aria-labelledby="legal-title">
        <div className="container">
          <h1 id="legal-title" className="page-hero__title">
            {LEGAL_PAGE_HEADINGS[slug]}
          </h1>
          {data?.effectiveDate ? (
            <p className="legal-updated">
              Last updated: <time dateTime={data.effectiveDate.iso}>{data.effectiveDate.label}</time>
            </p>
          ) : null}
        </div>
      </section>
      {isPending ? (
        <ContentSkeleton label="Loading..." lines={12} />
      ) : isError ? (
        <section className="section">
          <ContentLoadError what="this page" onRetry={() => void refetch()} retrying={isFetching} />
        </section>
      ) : (
        <>
          <section className="section">
            <div className="container">
              <LegalBody page={data} />
            </div>
          </section>
          <PageSections slug={slug} />
        </>
      )}
    </>
  );
}

export function TermsPage() {
  return <LegalPage slug="terms" />;
}

export function PrivacyPage() {
  return <LegalPage slug="privacy" />;
}

export function RefundPolicyPage() {
  return <LegalPage slug="refund-policy" />;
}

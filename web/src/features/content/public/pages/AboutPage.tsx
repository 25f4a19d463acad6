import { BRAND_NAME } from '../../../../constants/site';
import {
  CallToActionBlock,
  CardList,
  ContentLoadError,
  ContentSkeleton,
  PageHeroBlock,
  PageSections,
  readAboutPage,
  StatList,
  usePageContent,
  type AboutPageView,
} from '.';

function AboutSections({ page }: { page: AboutPageView }) {
  return (
    <>
      {page.story.length > 0 ? (
        <section className="section" aria-labelledby="about-story-title">
          <div className="container">
            <h2 id="about-story-title" className="section__title">
              Our Story
            </h2>
            <div className="content-prose">
              {page.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {page.nameMeaning ? (
        <section className="section section--tinted" aria-labelledby="about-name-title">
          <div className="container">
            <h2 id="about-name-title" className="section__title">
              The Meaning Behind Our Name
            </h2>
            {page.nameMeaning.intro ? <p className="content-intro">{page.nameMeaning.intro}</p> : null}
            <dl className="content-grid content-grid--3">
              {page.nameMeaning.parts.map((part) => (
                <div key={part.word} className="content-card">
                  <dt className="content-card__title">{part.word}</dt>
                  <dd className="content-card__text">{part.meaning}</dd>
                </div>
              ))}
            </dl>
            {page.nameMeaning.summary ? <p className="about-name__summary">{page.nameMeaning.summary}</p> : null}
          </div>
        </section>
      ) : null}

      {page.whatWeDo ? (
        <section className="section" aria-labelledby="about-what-title">
          <div className="container">
            <h2 id="about-what-title" className="section__title">
              What We Do
            </h2>
            {page.whatWeDo.intro ? <p className="content-intro">{page.whatWeDo.intro}</p> : null}
            <CardList items={page.whatWeDo.items} />
          </div>
        </section>
      ) : null}

      {page.mission || page.vision ? (
        <section className="section section--tinted" aria-label="Mission and vision">
          <div className="container">
            <div className="content-grid">
              {page.mission ? (
                <div className="content-card">
                  <h2 className="section__title">Our Mission</h2>
                  <p className="content-card__text">{page.mission}</p>
                </div>
              ) : null}
              {page.vision ? (
                <div className="content-card">
                  <h2 className="section__title">Our Vision</h2>
                  <p className="content-card__text">{page.vision}</p>
                </div>
              ) : null}
            </div>
          </div>
        </section>
      ) : null}

      {page.stats.length > 0 ? (
        <section className="section" aria-labelledby="about-impact-title">
          <div className="container">
            <h2 id="about-impact-title" className="section__title">
              Our Impact
            </h2>
            <StatList stats={page.stats} label="Our impact in numbers" />
          </div>
        </section>
      ) : null}

      {page.reasons.length > 0 ? (
        <section className="section section--tinted" aria-labelledby="about-reasons-title">
          <div className="container">
            <h2 id="about-reasons-title" className="section__title">
              Why Choose {BRAND_NAME}
            </h2>
            <CardList items={page.reasons} />
          </div>
        </section>
      ) : null}

      {page.cta ? <CallToActionBlock cta={page.cta} titleId="about-cta-title" /> : null}
    </>
  );
}

/**
 * /about (docs/modules/content.md): every block from GET /api/pages/about, then its sections; blocks that do not
 * read cleanly are left out.
 */
export function AboutPage() {
  const { data, isPending, isError, refetch, isFetching } = usePageContent('about', readAboutPage);

  return (
    <>
      <PageHeroBlock hero={data?.hero ?? null} fallbackHeading={`About ${BRAND_NAME}`} titleId="about-title" />
      {isPending ? (
        <ContentSkeleton label="Loading..." lines={9} />
      ) : isError ? (
        <section className="section">
          <ContentLoadError what="this page" onRetry={() => void refetch()} retrying={isFetching} />
        </section>
      ) : (
        <>
          <AboutSections page={data} />
          <PageSections slug="about" />
        </>
      )}
    </>
  );
}

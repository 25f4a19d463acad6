import { Link } from '@tanstack/react-router';
import { useGetPage, useListPortfolio } from '../../../../api/generated/content/content';
import { SkeletonCards } from '../../../../components/card/SkeletonCards';
import { LoadErrorPanel } from '../../../../components/card/LoadErrorPanel';
import { PORTFOLIO_LIST_PARAMS, PORTFOLIO_SKELETON_CARDS } from '../../../../constants/portfolio';
import { PATHS } from '../../../../constants/site';
import { CallToActionPanel, PageHeroBlock } from '../pages';
import { PortfolioCard } from './PortfolioCard';
import { DEFAULT_PORTFOLIO_CONTENT, readPortfolioContent } from './portfolio-content';
import '../../../../styles/utilities.css';

/** /portfolio (docs/modules/content.md): hero, case-study cards (6 skeletons while loading), call to action. */
export function PortfolioPage() {
  const page = useGetPage('portfolio');
  // A failed content read still shows the page, with its default texts.
  const content = page.isError ? DEFAULT_PORTFOLIO_CONTENT : page.data && readPortfolioContent(page.data.content);
  const { data, isPending, isError, refetch, isFetching } = useListPortfolio(PORTFOLIO_LIST_PARAMS);
  const items = data?.items ?? [];

  return (
    <>
      <PageHeroBlock
        hero={content?.hero ?? null}
        fallbackHeading={DEFAULT_PORTFOLIO_CONTENT.hero.heading}
        loading={!content}
        titleId="portfolio-title"
      />

      <section className="section" aria-labelledby="portfolio-cases-title">
        <div className="container">
          <h2 id="portfolio-cases-title" className="section__title">
            Case Studies
          </h2>
          {isPending ? (
            <SkeletonCards
              count={PORTFOLIO_SKELETON_CARDS}
              label="Loading case studies..."
              testId="portfolio-skeletons"
            />
          ) : isError ? (
            <LoadErrorPanel
              what="our case studies"
              headingLevel={3}
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : items.length === 0 ? (
            <div className="empty-state">
              <h3 className="empty-state__title">No Case Studies Yet</h3>
              <p>We are writing up our latest projects. Tell us about yours in the meantime.</p>
              <Link to={PATHS.contact} className="btn btn--primary">
                Start Your Project
              </Link>
            </div>
          ) : (
            <div className="card-grid">
              {items.map((item) => (
                <PortfolioCard
                  key={item.id}
                  item={item}
                  action={
                    <Link to={PATHS.contact} className="btn btn--primary">
                      Start Your Project<span className="visually-hidden">: {item.title}</span>
                    </Link>
                  }
                />
              ))}
            </div>
          )}

          {content ? <CallToActionPanel cta={content.cta} titleId="portfolio-cta-title" /> : null}
        </div>
      </section>
    </>
  );
}

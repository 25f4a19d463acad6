import type { ReactNode } from 'react';
import type { PortfolioItemDto } from '../../../../api/generated/model';
import { CategoryIcon } from './CategoryIcon';
import './portfolio-card.css';

/**
 * A case study: category icon, industry badge, title, description, Key Results and tags, with an
 * `action` at the bottom (a button to /contact on /portfolio, a link to /portfolio on home).
 */
export function PortfolioCard({ item, action }: { item: PortfolioItemDto; action: ReactNode }) {
  const titleId = `portfolio-title-${item.id}`;
  const results = item.results.filter((result) => result.trim());
  const tags = item.tags.filter((tag) => tag.trim());
  return (
    <article className="card" aria-labelledby={titleId}>
      <div className="card__body">
        <div className="portfolio-card__head">
          <CategoryIcon category={item.serviceCategory} />
          {item.industry?.trim() ? <span className="badge">{item.industry}</span> : null}
        </div>
        <h3 id={titleId} className="card__title">
          {item.title}
        </h3>
        <p className="card__text">{item.description}</p>
        {results.length > 0 ? (
          <>
            <h4 className="card__subtitle">Key Results</h4>
            <ul className="check-list">
              {results.map((result, index) => (
                <li key={index}>{result}</li>
              ))}
            </ul>
          </>
        ) : null}
        {tags.length > 0 ? (
          <ul className="tag-list" aria-label="Tags">
            {tags.map((tag, index) => (
              <li key={index} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="card__actions">{action}</div>
      </div>
    </article>
  );
}

import { Link } from '@tanstack/react-router';
import { PATHS } from '../../../../constants/site';
import { blogSearch } from './blog-paging';

/**
 * Previous, the page numbers and Next, as real links (/blog?page=2) so crawlers without JavaScript reach
 * every article from the server-rendered page; the current page is marked, not linked.
 */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount < 2) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label="Article pages">
      {page > 1 ? (
        <Link to={PATHS.blog} search={blogSearch(page - 1)} className="pagination__link" rel="prev">
          <span aria-hidden="true">← </span>Previous<span className="visually-hidden"> page</span>
        </Link>
      ) : null}
      <ol className="pagination__pages">
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="pagination__link pagination__link--current" aria-current="page">
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              <Link to={PATHS.blog} search={blogSearch(number)} className="pagination__link">
                <span className="visually-hidden">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={PATHS.blog} search={blogSearch(page + 1)} className="pagination__link" rel="next">
          Next<span className="visually-hidden"> page</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </nav>
  );
}

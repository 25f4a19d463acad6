import { Link } from '@tanstack/react-router';

/** Previous / next links under a portal list, kept in the URL (?page=) so reload and back keep the page. */
export function PortalPager({
  page,
  pageSize,
  total,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What is paged, e.g. "Invoices pages". */
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (target: number) => ({ to: '.', search: { page: target > 1 ? target : undefined } });
  return (
    <nav className="billing-pager" aria-label={label}>
      {page > 1 ? (
        <Link {...to(page - 1)} className="btn btn--outline">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link {...to(page + 1)} className="btn btn--outline">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

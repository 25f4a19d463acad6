import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../features/content/public/blog/ArticlePage';

/** /blog/$slug, beside (not inside) the /blog list route: `blog_` keeps the list page out of its tree. */
export const Route = createFileRoute('/_public/blog_/$slug')({
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  // Keyed by slug: another article starts from its own skeleton, never the previous article.
  return <ArticlePage key={slug} slug={slug} />;
}

import { Link } from '@tanstack/react-router';
import { useGetBlogPost } from '../../../../api/generated/content/content';
import type { BlogPostDto } from '../../../../api/generated/model';
import { ApiError } from '../../../../api/http';
import { CtaPanel } from '../../../../components/card/CtaPanel';
import { LoadErrorPanel } from '../../../../components/card/LoadErrorPanel';
import { BLOG_LIMITS, SLUG_PATTERN } from '../../../../constants/admin';
import { PATHS } from '../../../../constants/site';
import { ArticleView } from './ArticleView';
import './article-page.css';
import '../../../../styles/utilities.css';

function BackToBlog() {
  return (
    <Link to={PATHS.blog} className="article-back">
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

function ArticleSkeleton() {
  return (
    <div className="container article-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading article...
      </p>
      <div aria-hidden="true" data-testid="article-skeleton" className="skeleton-stack">
        <div className="skeleton skeleton--pill" />
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton article-view__image" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}

function ArticleNotFound() {
  return (
    <div className="container article-page">
      <div className="empty-state">
        <h1 className="empty-state__title">Article Not Found</h1>
        <p>The article you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <BackToBlog />
      </div>
    </div>
  );
}

function Article({ article }: { article: BlogPostDto }) {
  return (
    <ArticleView article={article} className="container article-page" lead={<BackToBlog />}>
      <CtaPanel
        id="article-cta-title"
        heading="Ready to Put This Into Practice?"
        text="Book a consultation and our team will turn these steps into a plan for your business."
      >
        <Link to={PATHS.consultation} className="btn btn--accent btn--lg">
          Book a Consultation
        </Link>
      </CtaPanel>
      <nav className="article-more" aria-label="More from Inspivision">
        <Link to={PATHS.contact} className="btn btn--outline">
          Contact Us
        </Link>
        <Link to={PATHS.services} className="btn btn--outline">
          View Our Services
        </Link>
        <BackToBlog />
      </nav>
    </ArticleView>
  );
}

/**
 * Whether `slug` can name an article: a slug as the API accepts one (lower-case words of a-z and 0-9 joined
 * by single hyphens), which covers a numeric id too. Anything else is no article, and is never sent to the
 * API: the address is a visitor's text, and on the server the render makes the call.
 */
const isArticleSlug = (slug: string) => slug.length <= BLOG_LIMITS.slug && SLUG_PATTERN.test(slug);

/** The article found by `slug`, once the API answers. */
function PublishedArticle({ slug }: { slug: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useGetBlogPost(slug);

  if (isPending) return <ArticleSkeleton />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404) return <ArticleNotFound />;
    return (
      <div className="container article-page">
        <LoadErrorPanel what="this article" headingLevel={1} onRetry={() => void refetch()} retrying={isFetching}>
          <BackToBlog />
        </LoadErrorPanel>
      </div>
    );
  }
  return <Article article={data} />;
}

/**
 * /blog/$slug (docs/modules/content.md): the article by slug, id or numeric id (the API
 * resolves all three); a 404, or an address that cannot name an article, shows "Article Not Found".
 */
export function ArticlePage({ slug }: { slug: string }) {
  return isArticleSlug(slug) ? <PublishedArticle slug={slug} /> : <ArticleNotFound />;
}

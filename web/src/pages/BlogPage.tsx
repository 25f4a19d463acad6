import { Link } from '@tanstack/react-router';
import { useListBlogPosts } from '../api/generated/content/content';
import type { BlogPostSummaryDto } from '../api/generated/model';
import { BLOG_LIST_PARAMS, BLOG_SKELETON_CARDS } from '../constants/blog';
import { PATHS } from '../constants/site';
import {
  ARTICLE_AUTHOR,
  articleImage,
  cardLabel,
  categoryBadge,
  dateLabel,
  isoDate,
  READ_TIME_LABEL,
} from '../features/blog';
import { NewsletterForm } from '../features/newsletter';
import '../styles/utilities.css';
import './blog-page.css';

/** The article page's path: by slug, else by id (the /blog/$slug route arrives later, hence a plain string). */
export function articlePath(post: Pick<BlogPostSummaryDto, 'id' | 'slug'>): string {
  const key = post.slug?.trim() || String(post.id);
  return `${PATHS.blog}/${encodeURIComponent(key)}`;
}

const SERVICE_PROMOS: readonly { title: string; text: string }[] = [
  {
    title: 'Business Formation',
    text: 'LLC or corporation, EIN, operating agreement and compliance, set up right from day one.',
  },
  {
    title: 'Website & Branding',
    text: 'A fast, search-friendly website and a brand identity that makes your business memorable.',
  },
  {
    title: 'Digital Marketing',
    text: 'Social, search and e-mail campaigns that bring your first customers and keep them coming.',
  },
];

export function BlogCard({ post }: { post: BlogPostSummaryDto }) {
  const titleId = `blog-card-title-${post.id}`;
  const dateTime = isoDate(post.createdAt);
  const badge = categoryBadge(post.slug, post.title);
  const label = cardLabel(post.tags);
  return (
    <article className="blog-card" aria-labelledby={titleId}>
      <img
        className="blog-card__image"
        src={articleImage(post)}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        decoding="async"
      />
      <div className="blog-card__body">
        <div className="blog-card__labels">
          <span className="badge">{badge}</span>
          {/* The card label (first tag, else "Article"), unless it repeats the badge. */}
          {label.toLowerCase() === badge.toLowerCase() ? null : <span className="blog-card__tag">{label}</span>}
        </div>
        <h3 id={titleId} className="blog-card__title">
          {post.title}
        </h3>
        {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
        <p className="blog-card__meta">
          {dateTime ? <time dateTime={dateTime}>{dateLabel(post.createdAt)}</time> : <span>{dateLabel(null)}</span>}
          <span aria-hidden="true">·</span>
          <span>{READ_TIME_LABEL}</span>
        </p>
        <div className="blog-card__footer">
          <span className="blog-card__author">By {ARTICLE_AUTHOR}</span>
          <Link to={articlePath(post)} className="blog-card__link">
            Read More<span className="visually-hidden">: {post.title}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

function SkeletonCards() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading articles...
      </p>
      <div className="blog-grid" aria-hidden="true" data-testid="blog-skeletons">
        {Array.from({ length: BLOG_SKELETON_CARDS }, (_, index) => (
          <div key={index} className="blog-card blog-card--skeleton">
            <div className="blog-card__image skeleton" />
            <div className="blog-card__body">
              <div className="skeleton skeleton--pill" />
              <div className="skeleton skeleton--title" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

export function BlogPage() {
  const { data, isPending, isError, refetch, isFetching } = useListBlogPosts(BLOG_LIST_PARAMS);
  const posts = data?.items ?? [];

  return (
    <>
      <section className="page-hero blog-hero" aria-labelledby="blog-title">
        <div className="container blog-hero__inner">
          <div>
            <h1 id="blog-title" className="page-hero__title">
              Business Insights &amp; Resources
            </h1>
            <p className="page-hero__lead">
              Practical guides for starting, launching and growing your business: formation, branding, websites,
              marketing and going global.
            </p>
          </div>
          {/*
            Slot for the business-tips widget (a later issue). Left empty on purpose: it is hidden
            while empty (CSS :empty), so no empty landmark reaches assistive technology.
          */}
          <section className="blog-hero__tips" data-slot="business-tips" aria-label="Business tips"></section>
        </div>
      </section>

      <section className="section" aria-labelledby="blog-articles-title">
        <div className="container">
          <h2 id="blog-articles-title" className="section__title">
            Latest Articles
          </h2>
          {isPending ? (
            <SkeletonCards />
          ) : isError ? (
            <div className="error-panel" role="alert">
              <h3 className="error-panel__title">We couldn't load the articles.</h3>
              <p>Please check your connection and try again.</p>
              <button type="button" className="btn btn--primary" onClick={() => refetch()} disabled={isFetching}>
                {isFetching ? 'Retrying...' : 'Try Again'}
              </button>
            </div>
          ) : posts.length === 0 ? (
            <div className="blog-empty">
              <h3 className="blog-empty__title">No Articles Found</h3>
              <p>New articles are on their way. Please check back soon.</p>
              <Link to={PATHS.blog} className="btn btn--primary">
                View All Articles
              </Link>
            </div>
          ) : (
            <div className="blog-grid">
              {posts.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </div>
          )}
        </div>
      </section>

      <section className="section blog-promo" aria-labelledby="blog-promo-title">
        <div className="container">
          <h2 id="blog-promo-title" className="section__title">
            Need Help Putting This Into Practice?
          </h2>
          <ul className="blog-promo__grid">
            {SERVICE_PROMOS.map((promo) => (
              <li key={promo.title} className="blog-promo__card">
                <h3 className="blog-promo__title">{promo.title}</h3>
                <p className="blog-promo__text">{promo.text}</p>
                <Link to={PATHS.services} className="blog-promo__link">
                  Explore Services<span className="visually-hidden">: {promo.title}</span>
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="blog-cta">
            <div>
              <h2 className="blog-cta__title">Ready to Launch Your Business?</h2>
              <p className="blog-cta__text">Talk to our team about your goals and get a clear plan.</p>
            </div>
            <Link to={PATHS.consultation} className="btn btn--accent btn--lg">
              Book a Consultation
            </Link>
          </div>
        </div>
      </section>

      <section className="section blog-newsletter" aria-labelledby="blog-newsletter-title">
        <div className="container blog-newsletter__inner">
          <h2 id="blog-newsletter-title" className="section__title">
            Get New Articles by E-mail
          </h2>
          <p className="blog-newsletter__text">Business tips and guides in your inbox. Unsubscribe at any time.</p>
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}

import { Link, useSearch } from '@tanstack/react-router';
import { useListBlogPosts } from '../../../../api/generated/content/content';
import { CtaPanel } from '../../../../components/card/CtaPanel';
import { LoadErrorPanel } from '../../../../components/card/LoadErrorPanel';
import { SkeletonCards } from '../../../../components/card/SkeletonCards';
import { BLOG_SKELETON_CARDS } from '../../../../constants/blog';
import { PATHS } from '../../../../constants/site';
import { blogPageOf } from './blog-paging';
import { BlogCard } from './BlogCard';
import { BlogPagination } from './BlogPagination';
import { NewsletterForm } from '../../../notifications/public';
import { TipsWidget } from '../../../ai/public/tips';
import '../../../../styles/utilities.css';
import './blog-page.css';

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

export function BlogPage() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const page = blogPageOf(search.page) ?? 1;
  // The API's default page size is a page of /blog: the one number its SEO head counts pages by too.
  const { data, isPending, isError, refetch, isFetching } = useListBlogPosts({ page });
  const posts = data?.items ?? [];
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

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
          <div className="blog-hero__tips">
            <TipsWidget />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="blog-articles-title">
        <div className="container">
          <h2 id="blog-articles-title" className="section__title">
            Latest Articles
          </h2>
          {isPending ? (
            <SkeletonCards count={BLOG_SKELETON_CARDS} label="Loading articles..." image testId="blog-skeletons" />
          ) : isError ? (
            <LoadErrorPanel what="the articles" headingLevel={3} onRetry={() => void refetch()} retrying={isFetching} />
          ) : posts.length === 0 ? (
            <div className="empty-state">
              <h3 className="empty-state__title">No Articles Found</h3>
              <p>
                {page > 1
                  ? 'This page is past the last one; the newest articles are on the first.'
                  : 'New articles are on their way. Please check back soon.'}
              </p>
              <Link to={PATHS.blog} className="btn btn--primary">
                View All Articles
              </Link>
            </div>
          ) : (
            <>
              <div className="card-grid">
                {posts.map((post, index) => (
                  <BlogCard key={post.id} post={post} first={index === 0} />
                ))}
              </div>
              <BlogPagination page={page} pageCount={pageCount} />
            </>
          )}
        </div>
      </section>

      <section className="section blog-promo" aria-labelledby="blog-promo-title">
        <div className="container">
          <h2 id="blog-promo-title" className="section__title">
            Need Help Putting This Into Practice?
          </h2>
          <ul className="card-grid">
            {SERVICE_PROMOS.map((promo) => (
              <li key={promo.title} className="card card--accent">
                <div className="card__body">
                  <h3 className="card__title">{promo.title}</h3>
                  <p className="card__text">{promo.text}</p>
                  <Link to={PATHS.services} className="card__link">
                    Explore Services<span className="visually-hidden">: {promo.title}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <CtaPanel
            id="blog-cta-title"
            heading="Ready to Launch Your Business?"
            text="Talk to our team about your goals and get a clear plan."
          >
            <Link to={PATHS.consultation} className="btn btn--accent btn--lg">
              Book a Consultation
            </Link>
          </CtaPanel>
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

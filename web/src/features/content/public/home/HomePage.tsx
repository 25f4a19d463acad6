import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  useGetPage,
  useListBlogPosts,
  useListPortfolio,
  useListServices,
  useListTestimonials,
} from '../../../../api/generated/content/content';
import type { TestimonialDto } from '../../../../api/generated/model';
import { HeroSkeleton } from '../../../../components/card/HeroSkeleton';
import { SkeletonCards } from '../../../../components/card/SkeletonCards';
import {
  HOME_BLOG_PARAMS,
  HOME_LIMITS,
  HOME_PORTFOLIO_PARAMS,
  HOME_TESTIMONIALS_PARAMS,
  MAX_RATING,
} from '../../../../constants/home';
import { ALL_SERVICES_PARAMS, SERVICES_LIST_ID, serviceCategoryLabel } from '../../../../constants/services';
import { PATHS } from '../../../../constants/site';
import { BlogCard } from '../blog/BlogCard';
import { SiteLink } from '../../../../components/navigation';
import { CallToActionBlock, ContentLinkButton, StatList } from '../pages';
import { PortfolioCard } from '../portfolio/PortfolioCard';
import { DEFAULT_HOME_CONTENT, readHomeContent, type HomeContent } from './home-content';
import './home-page.css';
import '../../../../styles/utilities.css';

/** A titled section of the home page; `tone="alt"` gives it the tinted background. */
function HomeSection({
  id,
  title,
  intro,
  tone,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'alt';
  children: ReactNode;
}) {
  return (
    <section className={tone ? 'section section--tinted' : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {intro ? <p className="home-section__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

function Hero({ content }: { content: HomeContent | undefined }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        {content ? (
          <>
            <h1 id="hero-title" className="hero__title">
              {content.hero.heading}
            </h1>
            <p className="hero__lead">{content.hero.subheading}</p>
            <div className="hero__actions">
              <ContentLinkButton link={content.hero.primary} className="btn btn--accent btn--lg" />
              <ContentLinkButton link={content.hero.secondary} className="btn btn--outline-inverse btn--lg" />
            </div>
          </>
        ) : (
          <HeroSkeleton />
        )}
      </div>
    </section>
  );
}

/** The three tiles under the hero. Their link has a hash, so SiteLink makes it a full page load. */
function Highlights({ content }: { content: HomeContent }) {
  return (
    <section className="section home-highlights" aria-labelledby="home-highlights-title">
      <div className="container">
        {/* Keeps the heading levels in order (h1, h2, h3) for assistive technology. */}
        <h2 id="home-highlights-title" className="visually-hidden">
          What we do
        </h2>
        <ul className="card-grid">
          {content.highlights.map((tile, index) => (
            <li key={index} className="card card--accent">
              <div className="card__body">
                <h3 className="card__title">{tile.title}</h3>
                <p className="card__text">{tile.text}</p>
                <SiteLink to={PATHS.services} hash={SERVICES_LIST_ID} className="card__link">
                  Explore Services<span className="visually-hidden">: {tile.title}</span>
                  <span aria-hidden="true">→</span>
                </SiteLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Differentiators({ content }: { content: HomeContent }) {
  return (
    <HomeSection id="home-different-title" title="What makes us different">
      <ul className="card-grid card-grid--4">
        {content.differentiators.map((item, index) => (
          <li key={index} className="card">
            <div className="card__body">
              <h3 className="card__title">{item.title}</h3>
              <p className="card__text">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function ServicesPreview({ content }: { content: HomeContent }) {
  const { data, isPending } = useListServices(ALL_SERVICES_PARAMS);
  const services = (data?.items ?? []).slice(0, HOME_LIMITS.services);
  const preview = content.servicesPreview;
  return (
    <HomeSection id="home-services-title" title={preview.heading} intro={preview.intro} tone="alt">
      {isPending ? (
        <SkeletonCards
          count={HOME_LIMITS.services}
          label="Loading services..."
          gridClassName="card-grid--4"
          testId="home-services-skeletons"
        />
      ) : services.length > 0 ? (
        <ul className="card-grid card-grid--4" aria-label="Featured services">
          {services.map((service) => (
            <li key={service.id} className="card">
              <div className="card__body">
                <span className="badge">{serviceCategoryLabel(service.category)}</span>
                <h3 className="card__title">{service.title}</h3>
                <p className="card__text">{service.shortDescription || service.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="home-section__actions">
        <ContentLinkButton link={preview.primary} className="btn btn--primary btn--lg" />
        <ContentLinkButton link={preview.allServices} className="btn btn--outline btn--lg" />
      </div>
    </HomeSection>
  );
}

function Process({ content }: { content: HomeContent }) {
  return (
    <HomeSection id="home-process-title" title="Our Process">
      <ol className="card-grid card-grid--4 home-process">
        {content.process.map((step, index) => (
          <li key={index} className="card">
            <div className="card__body">
              <span className="content-card__step" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="card__title">
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="card__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

function About({ content }: { content: HomeContent }) {
  const { about } = content;
  return (
    <section className="section section--tinted" aria-labelledby="home-about-title">
      <div className="container home-about">
        <div>
          <h2 id="home-about-title" className="section__title">
            {about.heading}
          </h2>
          <p className="home-about__text">{about.text}</p>
          <ContentLinkButton link={about.link} className="btn btn--primary" />
        </div>
        <StatList stats={about.stats} label="Our results in numbers" compact />
      </div>
    </section>
  );
}

/**
 * A block of API items (portfolio, testimonials, blog): skeletons while loading, then the items;
 * nothing at all when there are none (or they could not be read).
 */
function ItemsBlock<T>({
  id,
  title,
  items,
  isPending,
  limit,
  loadingLabel,
  image,
  children,
  footer,
}: {
  id: string;
  title: string;
  items: readonly T[];
  isPending: boolean;
  /** How many cards the block shows at most: as many skeletons while loading. */
  limit: number;
  loadingLabel: string;
  image?: boolean;
  children: (item: T) => ReactNode;
  footer?: ReactNode;
}) {
  if (!isPending && items.length === 0) return null;
  return (
    <HomeSection id={id} title={title}>
      {isPending ? (
        <SkeletonCards count={limit} label={loadingLabel} image={image} />
      ) : (
        <div className="card-grid">{items.slice(0, limit).map(children)}</div>
      )}
      {footer}
    </HomeSection>
  );
}

function Stars({ rating }: { rating: number }) {
  const filled = Math.min(MAX_RATING, Math.max(0, Math.round(Number.isFinite(rating) ? rating : 0)));
  return (
    <p className="home-stars" role="img" aria-label={`Rated ${filled} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg
          key={index}
          className={index < filled ? 'home-stars__star is-filled' : 'home-stars__star'}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: TestimonialDto }) {
  return (
    // The card is its own body: a figcaption must be the figure's child.
    <figure className="card card__body home-testimonial">
      <Stars rating={testimonial.rating} />
      <blockquote className="home-testimonial__quote">
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className="home-testimonial__author">
        <span className="home-testimonial__name">{testimonial.name}</span>
        {testimonial.company?.trim() ? <span className="home-testimonial__company">{testimonial.company}</span> : null}
      </figcaption>
    </figure>
  );
}

function Faq({ content }: { content: HomeContent }) {
  return (
    <HomeSection id="home-faq-title" title="Frequently Asked Questions" tone="alt">
      <div className="home-faq">
        {content.faq.map((entry, index) => (
          <details key={index} className="home-faq__item">
            <summary className="home-faq__question">{entry.question}</summary>
            <p className="home-faq__answer">{entry.answer}</p>
          </details>
        ))}
      </div>
      <div className="home-section__actions">
        <p>Still have a question?</p>
        <ContentLinkButton link={content.faqCta} className="btn btn--primary" />
      </div>
    </HomeSection>
  );
}

/** / (docs/modules/content.md). Texts from GET /api/pages/home; services, portfolio, testimonials and blog from the API. */
export function HomePage() {
  const page = useGetPage('home');
  // A failed content read still shows the page, with its default texts.
  const content = page.isError ? DEFAULT_HOME_CONTENT : page.data && readHomeContent(page.data.content);

  const portfolio = useListPortfolio(HOME_PORTFOLIO_PARAMS);
  const testimonials = useListTestimonials(HOME_TESTIMONIALS_PARAMS);
  const blog = useListBlogPosts(HOME_BLOG_PARAMS);

  return (
    <>
      <Hero content={content} />
      {content ? (
        <>
          <Highlights content={content} />
          <Differentiators content={content} />
          <ServicesPreview content={content} />
          <Process content={content} />
          <About content={content} />

          <ItemsBlock
            id="home-portfolio-title"
            title="Recent Success Stories"
            items={portfolio.data?.items ?? []}
            limit={HOME_LIMITS.portfolio}
            isPending={portfolio.isPending}
            loadingLabel="Loading case studies..."
          >
            {(item) => (
              <PortfolioCard
                key={item.id}
                item={item}
                action={
                  <Link to={PATHS.portfolio} className="card__link">
                    View Our Portfolio<span className="visually-hidden">: {item.title}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                }
              />
            )}
          </ItemsBlock>

          <ItemsBlock
            id="home-testimonials-title"
            title="What Our Clients Say"
            items={testimonials.data?.items ?? []}
            limit={HOME_LIMITS.testimonials}
            isPending={testimonials.isPending}
            loadingLabel="Loading testimonials..."
          >
            {(testimonial) => <TestimonialCard key={testimonial.id} testimonial={testimonial} />}
          </ItemsBlock>

          <ItemsBlock
            id="home-blog-title"
            title="Latest Insights"
            items={blog.data?.items ?? []}
            limit={HOME_LIMITS.blog}
            isPending={blog.isPending}
            loadingLabel="Loading articles..."
            image
            footer={
              <div className="home-section__actions">
                <Link to={PATHS.blog} className="btn btn--outline">
                  View All Articles
                </Link>
              </div>
            }
          >
            {(post) => <BlogCard key={post.id} post={post} />}
          </ItemsBlock>

          <Faq content={content} />

          <CallToActionBlock cta={content.finalCta} titleId="home-cta-title" />
        </>
      ) : null}
    </>
  );
}

import { Link } from '@tanstack/react-router';
import type { BlogPostSummaryDto } from '../../../../api/generated/model';
import { PATHS } from '../../../../constants/site';
import { imageLoading } from '../../../../lib/image-loading';
import {
  ARTICLE_AUTHOR,
  articleImage,
  cardLabel,
  categoryBadge,
  dateLabel,
  isoDate,
  READ_TIME_LABEL,
} from './article-meta';
import './blog-card.css';

/** The article page's path: by slug, else by id. */
export function articlePath(post: Pick<BlogPostSummaryDto, 'id' | 'slug'>): string {
  const key = post.slug?.trim() || String(post.id);
  return `${PATHS.blog}/${encodeURIComponent(key)}`;
}

/** An article card of the /blog grid and of the home page's blog block; `first`: the grid's first card. */
export function BlogCard({ post, first = false }: { post: BlogPostSummaryDto; first?: boolean }) {
  const titleId = `blog-card-title-${post.id}`;
  const dateTime = isoDate(post.createdAt);
  const badge = categoryBadge(post.slug, post.title);
  const label = cardLabel(post.tags);
  return (
    <article className="card" aria-labelledby={titleId}>
      <img
        className="card__image"
        src={articleImage(post)}
        alt=""
        width={1200}
        height={675}
        {...imageLoading(first)}
        decoding="async"
      />
      <div className="card__body">
        <div className="blog-card__labels">
          <span className="badge">{badge}</span>
          {/* The card label (first tag, else "Article"), unless it repeats the badge. */}
          {label.toLowerCase() === badge.toLowerCase() ? null : <span className="tag">{label}</span>}
        </div>
        <h3 id={titleId} className="card__title">
          {post.title}
        </h3>
        {post.excerpt ? <p className="card__text blog-card__excerpt">{post.excerpt}</p> : null}
        <p className="blog-card__meta">
          {dateTime ? <time dateTime={dateTime}>{dateLabel(post.createdAt)}</time> : <span>{dateLabel(null)}</span>}
          <span aria-hidden="true">·</span>
          <span>{READ_TIME_LABEL}</span>
        </p>
        <div className="blog-card__footer">
          <span className="blog-card__author">By {ARTICLE_AUTHOR}</span>
          <Link to={articlePath(post)} className="card__link">
            Read More<span className="visually-hidden">: {post.title}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

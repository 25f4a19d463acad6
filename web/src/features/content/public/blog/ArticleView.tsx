import { useMemo, type ReactNode } from 'react';
import { ArticleBody } from './ArticleBody';
import { parseArticleBody } from './article-body';
import {
  ARTICLE_AUTHOR,
  ARTICLE_DETAIL_BADGE,
  articleImage,
  dateLabel,
  isoDate,
  READ_TIME_LABEL,
  tableOfContents,
} from './article-meta';
import { articleBodyText } from './canned-bodies';
import './article-view.css';

/** What the article layout shows of an article (a published one, or the editor's unsaved values). */
export interface ArticleViewFields {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string | null;
  image: string | null;
  createdAt: string | null;
}

export interface ArticleViewProps {
  article: ArticleViewFields;
  className?: string;
  /** The article's accessible name when not its title (the admin's "Article preview"). */
  label?: string;
  /** The title's heading level: 1 on the article page, lower inside another page (the editor's preview). */
  titleLevel?: 1 | 3;
  /** Shown above the header (the article page's back link). */
  lead?: ReactNode;
  /** Shown after the body, inside the article (the article page's call to action). */
  children?: ReactNode;
}

/**
 * An article as the site shows it (docs/modules/content.md): badge, date, read time and
 * author, title, excerpt, hero image, table of contents, body (the canned one when it has no text).
 * Used by the article page and by the admin editor's live preview.
 */
export function ArticleView({ article, className, label, titleLevel = 1, lead, children }: ArticleViewProps) {
  const { title, slug, content, excerpt, createdAt } = article;
  const blocks = useMemo(() => parseArticleBody(articleBodyText({ content, slug, title })), [content, slug, title]);
  const contents = tableOfContents(blocks);
  const dateTime = isoDate(createdAt);
  const Title = `h${titleLevel}` as const;

  return (
    <article
      className={className ? `article-view ${className}` : 'article-view'}
      {...(label ? { 'aria-label': label } : { 'aria-labelledby': 'article-title' })}
    >
      {lead}
      <header className="article-header">
        <p className="article-header__meta">
          <span className="badge">{ARTICLE_DETAIL_BADGE}</span>
          {dateTime ? <time dateTime={dateTime}>{dateLabel(createdAt)}</time> : <span>{dateLabel(null)}</span>}
          <span aria-hidden="true">·</span>
          <span>{READ_TIME_LABEL}</span>
          <span aria-hidden="true">·</span>
          <span>By {ARTICLE_AUTHOR}</span>
        </p>
        <Title id="article-title" className="article-header__title">
          {title}
        </Title>
        {excerpt ? <p className="article-header__excerpt">{excerpt}</p> : null}
      </header>
      {/* Above the fold: loaded at once, with its size reserved. */}
      <img
        className="article-view__image"
        src={articleImage(article)}
        alt=""
        width={1200}
        height={675}
        fetchPriority="high"
        decoding="async"
      />
      {contents.length > 0 ? (
        <nav className="article-toc" aria-labelledby="article-toc-title">
          <h2 id="article-toc-title" className="article-toc__title">
            In This Article
          </h2>
          <ol className="article-toc__list">
            {contents.map((entry) => (
              <li key={entry.id} className={entry.level === 3 ? 'article-toc__sub' : undefined}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <ArticleBody blocks={blocks} />
      {children}
    </article>
  );
}

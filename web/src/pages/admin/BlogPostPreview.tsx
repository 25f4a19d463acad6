import { Typography } from 'antd';
import { useDeferredValue, useMemo, type MouseEvent } from 'react';
import {
  ARTICLE_AUTHOR,
  ARTICLE_DETAIL_BADGE,
  ArticleBody,
  articleBodyText,
  articleImage,
  dateLabel,
  parseArticleBody,
  READ_TIME_LABEL,
  tableOfContents,
} from '../../features/blog';
import { BlogCard } from '../../features/blog/BlogCard';
import type { BlogFormValues } from './blog-editor';
import './blog-preview.css';

export interface BlogPostPreviewProps {
  values: BlogFormValues;
  id: number | undefined;
  createdAt: string | undefined;
  updatedAt: string | undefined;
}

/** Links in the preview would leave the editor (and its unsaved text): they stay inert here. */
function keepInEditor(event: MouseEvent<HTMLElement>) {
  if ((event.target as HTMLElement).closest('a')) event.preventDefault();
}

/**
 * The article as the site will show it, from the editor's current values: the /blog card (the blog
 * page's own BlogCard) and the article (the blog renderer: ArticleBody, the canned body when the
 * content is empty, the table of contents, the labels). Text is rendered as text, never as HTML.
 */
export function BlogPostPreview({ values, id, createdAt, updatedAt }: BlogPostPreviewProps) {
  // Typing stays responsive on long bodies: the preview renders the latest value when React has time.
  const deferred = useDeferredValue(values);
  const { title, slug, excerpt, content, image, tags } = deferred;
  const blocks = useMemo(() => parseArticleBody(articleBodyText({ content, slug, title })), [content, slug, title]);
  const toc = tableOfContents(blocks);
  const now = useMemo(() => new Date().toISOString(), []);
  const hero = articleImage({ image, slug, title });

  return (
    <section
      aria-label="Live preview"
      className="blog-preview"
      onClickCapture={keepInEditor}
      data-testid="blog-preview"
    >
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        Card on /blog
      </Typography.Title>
      <div style={{ maxWidth: 380, marginBottom: 24 }}>
        <BlogCard
          post={{
            id: id ?? 0,
            slug,
            title: title || 'Untitled article',
            excerpt: excerpt.trim() || null,
            image: image.trim() || null,
            tags,
            createdAt: createdAt ?? now,
            updatedAt: updatedAt ?? now,
          }}
        />
      </div>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Article page
      </Typography.Title>
      <article className="blog-preview__article" aria-label="Article preview">
        <p className="blog-preview__meta">
          <span className="badge">{ARTICLE_DETAIL_BADGE}</span> {dateLabel(createdAt ?? now)} · {READ_TIME_LABEL} · By{' '}
          {ARTICLE_AUTHOR}
        </p>
        <h1 className="blog-preview__title">{title || 'Untitled article'}</h1>
        {excerpt.trim() ? <p className="blog-preview__excerpt">{excerpt}</p> : null}
        <img className="blog-preview__image" src={hero} alt="" width={1200} height={675} />
        {toc.length > 0 && (
          <nav className="blog-preview__toc" aria-label="Table of contents (preview)">
            <strong>In this article</strong>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id} style={{ marginLeft: entry.level === 3 ? 16 : 0 }}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <ArticleBody blocks={blocks} />
      </article>
    </section>
  );
}

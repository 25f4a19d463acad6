import { Typography } from 'antd';
import { useDeferredValue, useMemo, type MouseEvent } from 'react';
import { ArticleView } from '../../public/blog/ArticleView';
import { BlogCard } from '../../public/blog/BlogCard';
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
 * page's own BlogCard) and the article (the article page's own ArticleView). Text is rendered as
 * text, never as HTML.
 */
export function BlogPostPreview({ values, id, createdAt, updatedAt }: BlogPostPreviewProps) {
  // Typing stays responsive on long bodies: the preview renders the latest value when React has time.
  const deferred = useDeferredValue(values);
  const { title, slug, excerpt, content, image, tags } = deferred;
  const now = useMemo(() => new Date().toISOString(), []);
  const shown = {
    slug,
    title: title || 'Untitled article',
    excerpt: excerpt.trim() || null,
    image: image.trim() || null,
    createdAt: createdAt ?? now,
  };

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
        <BlogCard post={{ ...shown, id: id ?? 0, tags, updatedAt: updatedAt ?? now }} />
      </div>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Article page
      </Typography.Title>
      {/* The editor's own title is the page's one h1: the article's sits under "Article page". */}
      <ArticleView article={{ ...shown, content }} label="Article preview" titleLevel={3} />
    </section>
  );
}

/**
 * The blog editor's rules without React: the slug auto-fill and what the form sends. Antd-free.
 */
import type { AdminBlogPostDto, CreateBlogPostDto } from '../../../../api/generated/model';
import { DERIVED_SLUG_MAX_LENGTH } from '../../../../constants/admin';
import { keywordForm } from '../../public/blog';

/**
 * The slug form of a title, as the API derives one: accents removed, lower case, runs of other
 * characters than a-z and 0-9 as one hyphen (the blog's keyword form), cut at a hyphen to at most
 * DERIVED_SLUG_MAX_LENGTH characters.
 */
export function deriveSlug(title: string): string {
  const form = keywordForm(title);
  if (form.length <= DERIVED_SLUG_MAX_LENGTH) return form;
  const cut = form.slice(0, DERIVED_SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, DERIVED_SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

/** The editor's fields. */
export interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string;
  metaDescription: string;
  tags: string[];
}

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  image: '',
  metaDescription: '',
  tags: [],
};

export function formValuesOf(post: AdminBlogPostDto): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content ?? '',
    image: post.image ?? '',
    metaDescription: post.metaDescription ?? '',
    tags: post.tags,
  };
}

/** The request body: blank optional texts become null (the API then uses its fallbacks). */
export function requestBodyOf(values: BlogFormValues): Omit<CreateBlogPostDto, 'isPublished'> {
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    title: values.title.trim(),
    slug: text(values.slug),
    excerpt: text(values.excerpt),
    content: values.content?.trim() ? values.content : null,
    image: text(values.image),
    metaDescription: text(values.metaDescription),
    tags: values.tags ?? [],
  };
}

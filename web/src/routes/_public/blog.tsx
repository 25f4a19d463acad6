import { createFileRoute } from '@tanstack/react-router';
import { blogPageOf } from '../../features/content/public/blog/blog-paging';
import { BlogPage } from '../../features/content/public/blog/BlogPage';

export const Route = createFileRoute('/_public/blog')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = blogPageOf(search.page);
    return page ? { page } : {};
  },
  component: BlogPage,
});

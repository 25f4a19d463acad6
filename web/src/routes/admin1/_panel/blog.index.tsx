import { createFileRoute } from '@tanstack/react-router';
import { AdminBlogPage } from '../../../features/content/admin/blog/AdminBlogPage';
import { blogPostsTable } from '../../../features/content/admin/blog/blog-search';

/** The table's page, order and filters live in the URL: reload and back/forward keep them. */
export const Route = createFileRoute('/admin1/_panel/blog/')({
  validateSearch: blogPostsTable.parse,
  component: AdminBlogPage,
});

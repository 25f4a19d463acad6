import { createFileRoute } from '@tanstack/react-router';
import { AdminBlogPostRoute } from '../../../features/content/admin/blog/AdminBlogEditorPage';

export const Route = createFileRoute('/admin1/_panel/blog/$postId')({
  component: AdminBlogPostRoute,
});

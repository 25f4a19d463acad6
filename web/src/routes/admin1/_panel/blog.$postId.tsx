import { createFileRoute } from '@tanstack/react-router';
import { AdminBlogPostRoute } from '../../../pages/admin/AdminBlogEditorPage';

export const Route = createFileRoute('/admin1/_panel/blog/$postId')({
  component: AdminBlogPostRoute,
});

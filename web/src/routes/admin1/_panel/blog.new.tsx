import { createFileRoute } from '@tanstack/react-router';
import { AdminBlogEditorPage } from '../../../features/content/admin/blog/AdminBlogEditorPage';

export const Route = createFileRoute('/admin1/_panel/blog/new')({
  component: AdminBlogEditorPage,
});

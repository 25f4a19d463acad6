import { createFileRoute } from '@tanstack/react-router';
import { AdminBlogEditorPage } from '../../../pages/admin/AdminBlogEditorPage';

export const Route = createFileRoute('/admin1/_panel/blog/new')({
  component: AdminBlogEditorPage,
});

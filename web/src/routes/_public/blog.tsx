import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../features/content/public/blog/BlogPage';

export const Route = createFileRoute('/_public/blog')({
  component: BlogPage,
});

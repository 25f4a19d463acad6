import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/content/public/pages/AboutPage';

export const Route = createFileRoute('/_public/about')({
  component: AboutPage,
});

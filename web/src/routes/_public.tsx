import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/PublicLayout';

/** Pathless layout of the public pages: header, main, footer. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';

/** Catch-all: any unknown path shows "Page Not Found" (the server sends it with status 404). */
export const Route = createFileRoute('/_public/$')({
  component: NotFoundPage,
});

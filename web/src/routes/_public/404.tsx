import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';

export const Route = createFileRoute('/_public/404')({
  component: NotFoundPage,
});

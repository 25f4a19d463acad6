import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../../components/errors/ServerErrorPage';

export const Route = createFileRoute('/_public/500')({
  component: ServerErrorPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/content/public/pages/LegalPage';

export const Route = createFileRoute('/_public/legal/terms')({
  component: TermsPage,
});

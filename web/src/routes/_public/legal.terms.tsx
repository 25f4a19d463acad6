import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../pages/LegalPage';

export const Route = createFileRoute('/_public/legal/terms')({
  component: TermsPage,
});

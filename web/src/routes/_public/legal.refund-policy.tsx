import { createFileRoute } from '@tanstack/react-router';
import { RefundPolicyPage } from '../../features/content/public/pages/LegalPage';

export const Route = createFileRoute('/_public/legal/refund-policy')({
  component: RefundPolicyPage,
});

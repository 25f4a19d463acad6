import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/content/public/pages/LegalPage';

export const Route = createFileRoute('/_public/legal/privacy')({
  component: PrivacyPage,
});

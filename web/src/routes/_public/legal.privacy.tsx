import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../pages/LegalPage';

export const Route = createFileRoute('/_public/legal/privacy')({
  component: PrivacyPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { NewsletterConfirmPage } from '../../features/notifications/public/NewsletterConfirmPage';

/** `token`: from the link of a newsletter confirmation e-mail. */
export interface NewsletterConfirmSearch {
  token?: string;
}

export const Route = createFileRoute('/_public/newsletter/confirm')({
  validateSearch: (search: Record<string, unknown>): NewsletterConfirmSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: NewsletterConfirmPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../../features/notifications/public/UnsubscribePage';

/** `email` and `token`: from the unsubscribe link of a marketing e-mail (both optional). */
export interface UnsubscribeSearch {
  email?: string;
  token?: string;
}

export const Route = createFileRoute('/_public/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): UnsubscribeSearch => ({
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
  }),
  component: UnsubscribePage,
});

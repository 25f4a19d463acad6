import { createFileRoute } from '@tanstack/react-router';
import { CancelConsultationPage } from '../../features/bookings/public/CancelConsultationPage';

/** `id` and `token`: from the cancel link of a consultation e-mail. */
export interface CancelConsultationSearch {
  id?: string;
  token?: string;
}

export const Route = createFileRoute('/_public/cancel-consultation')({
  validateSearch: (search: Record<string, unknown>): CancelConsultationSearch => ({
    ...(typeof search.id === 'string' ? { id: search.id } : {}),
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
  }),
  component: CancelConsultationPage,
});

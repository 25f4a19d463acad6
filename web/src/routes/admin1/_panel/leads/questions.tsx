import { createFileRoute } from '@tanstack/react-router';
import { questionsTable } from '../../../../features/bookings/admin/AdminLeadsSearch';
import { AdminQuestionLeadsPage } from '../../../../features/bookings/admin/AdminLeadsPages';

/** The inbox's quick questions: page, order and filters live in the URL. */
export const Route = createFileRoute('/admin1/_panel/leads/questions')({
  validateSearch: questionsTable.parse,
  component: AdminQuestionLeadsPage,
});

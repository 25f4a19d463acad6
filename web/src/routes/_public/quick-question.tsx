import { createFileRoute } from '@tanstack/react-router';
import { QuickQuestionPage } from '../../features/bookings/public/BookingPages';

export const Route = createFileRoute('/_public/quick-question')({
  component: QuickQuestionPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { QuickQuestionPage } from '../../pages/BookingPages';

export const Route = createFileRoute('/_public/quick-question')({
  component: QuickQuestionPage,
});

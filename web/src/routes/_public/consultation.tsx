import { createFileRoute } from '@tanstack/react-router';
import { ConsultationPage } from '../../pages/BookingPages';

export const Route = createFileRoute('/_public/consultation')({
  component: ConsultationPage,
});

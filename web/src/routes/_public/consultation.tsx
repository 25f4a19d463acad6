import { createFileRoute } from '@tanstack/react-router';
import { ConsultationPage } from '../../features/bookings/public/BookingPages';

export const Route = createFileRoute('/_public/consultation')({
  component: ConsultationPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ServiceInquiryPage } from '../../features/bookings/public/BookingPages';

export const Route = createFileRoute('/_public/service-inquiry')({
  component: ServiceInquiryPage,
});

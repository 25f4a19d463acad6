import { createFileRoute } from '@tanstack/react-router';
import { ServiceInquiryPage } from '../../pages/BookingPages';

export const Route = createFileRoute('/_public/service-inquiry')({
  component: ServiceInquiryPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { SubmitTestimonialPage } from '../../features/content/public/testimonials/SubmitTestimonialPage';

export const Route = createFileRoute('/_public/submit-testimonial')({
  component: SubmitTestimonialPage,
});

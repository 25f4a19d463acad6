import { createFileRoute } from '@tanstack/react-router';
import { TestimonialFormPage } from '../../features/content/public/testimonials/TestimonialFormPage';

/** `token`: from the feedback link e-mailed by staff. */
export interface TestimonialFormSearch {
  token?: string;
}

export const Route = createFileRoute('/_public/testimonial-form')({
  validateSearch: (search: Record<string, unknown>): TestimonialFormSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: TestimonialFormPage,
});

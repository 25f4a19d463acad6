import { defineMailTemplate, renderMail } from '../../notifications';

/** Staff: a testimonial is waiting for review. */
export interface NewTestimonialMailData {
  name: string;
  company: string | null;
  rating: number;
  content: string;
  /** "the website form" or "a feedback link". */
  via: string;
}

/** The back-office page where testimonials are reviewed. */
export const ADMIN_TESTIMONIALS_PATH = '/admin1/testimonials';

export const newTestimonialMail = defineMailTemplate<NewTestimonialMailData>({
  key: 'staff.new-testimonial',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `New testimonial to review: ${data.name}`,
      preheader: `${data.rating}/5 from ${data.name}`,
      paragraphs: [
        `${data.name}${data.company ? ` (${data.company})` : ''} left a testimonial through ${data.via}.`,
        `Rating: ${data.rating}/5`,
        data.content,
        'It stays hidden from the site until it is approved.',
        `Review it in the back office: ${new URL(`${ADMIN_TESTIMONIALS_PATH}?status=pending`, publicUrl).toString()}`,
      ],
    }),
});

/** A client: please tell us how it went, through a secure link. */
export interface FeedbackRequestMailData {
  firstName: string | null;
  /** The project's title or the invoice's description. */
  subject: string;
  link: string;
  validDays: number;
}

export const feedbackRequestMail = defineMailTemplate<FeedbackRequestMailData>({
  key: 'testimonial.feedback-request',
  category: 'transactional',
  render: (data) =>
    renderMail({
      subject: 'How did we do? Share your feedback',
      preheader: `Tell us about ${data.subject}`,
      paragraphs: [
        `Hi ${data.firstName ?? 'there'},`,
        `Thank you for working with us on ${data.subject}. We would love to hear how it went.`,
        `Share your feedback here (sign in with this e-mail address): ${data.link}`,
        `The link works once and for ${data.validDays} days. Your feedback is reviewed by our team, and it is ` +
          'shown on our site only if you allow it.',
      ],
    }),
});

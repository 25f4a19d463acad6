/** Texts and options of the testimonial forms (docs/modules/content.md). */

/** The rating choices, best first; the public form starts at 5. */
export const RATING_OPTIONS = [
  { value: '5', label: '5 - Excellent!' },
  { value: '4', label: '4 - Very Good' },
  { value: '3', label: '3 - Good' },
  { value: '2', label: '2 - Fair' },
  { value: '1', label: '1 - Needs Improvement' },
] as const;
export const DEFAULT_RATING = '5';

export const TESTIMONIAL_TEXT = {
  thankYou: 'Thank You!',
  publicFailure: 'Failed to submit testimonial. Please try again.',
  missingToken: 'Missing or invalid token. Please use the link from your email.',
  invalidLink: 'This link has expired or is invalid. Please request a new feedback link.',
  reviewNote: 'Your feedback is reviewed by our team before it is published.',
  checkFailed: 'We could not check your feedback link. Please check your connection and try again.',
} as const;

/**
 * Why a feedback link cannot be used, by the API's code (FEEDBACK_LINK_*: invalid 400, used 409, expired 410),
 * each with what to do instead; a refusal without a known code says TESTIMONIAL_TEXT.invalidLink.
 */
export const FEEDBACK_LINK_PROBLEMS: Record<string, { title: string; text: string }> = {
  FEEDBACK_LINK_USED: {
    title: 'This feedback link has already been used',
    text: 'Each feedback link works once, and this one has already brought us feedback. Thank you! To add something, share it on our public testimonial form or write to us.',
  },
  FEEDBACK_LINK_EXPIRED: {
    title: 'This feedback link has expired',
    text: 'Feedback links work for a limited time after we send them. Share your feedback on our public testimonial form, or contact us for a new link.',
  },
  FEEDBACK_LINK_INVALID: {
    title: 'This feedback link is not valid',
    text: 'It may be incomplete or changed, or it was sent to another account: open it again from the e-mail, signed in with the address it was sent to. You can also share your feedback on our public testimonial form, or contact us for a new link.',
  },
};

/** Matches the API's bounds (TESTIMONIAL_LIMITS). */
export const TESTIMONIAL_MAX_LENGTH = { name: 255, company: 255, content: 2000, service: 100 } as const;

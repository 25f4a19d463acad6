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
} as const;

/** Matches the API's bounds (TESTIMONIAL_LIMITS). */
export const TESTIMONIAL_MAX_LENGTH = { name: 255, company: 255, content: 2000, service: 100 } as const;

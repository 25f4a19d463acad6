/** Texts of the newsletter form and the /unsubscribe page (SPEC.md sections 5 and 8), in one place. */
export const NEWSLETTER_TEXT = {
  invalid: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  success: {
    title: 'Subscribed Successfully!',
    description: "You'll now receive our latest business insights and updates.",
  },
  failure: { title: 'Subscription Failed', description: 'Something went wrong. Please try again later.' },
} as const;

export const UNSUBSCRIBE_TEXT = {
  failure: 'Failed to unsubscribe. Please try again or contact support.',
  networkError: 'An error occurred. Please try again.',
} as const;

export const UNSUBSCRIBE_REASON_MAX_LENGTH = 500;

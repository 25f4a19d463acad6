/** Texts of the newsletter form, the /newsletter/confirm and /unsubscribe pages (docs/modules/notifications.md), in one place. */
export const NEWSLETTER_TEXT = {
  invalid: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  /** Double opt-in (issue 23): nothing starts until the link of the confirmation e-mail is clicked. */
  success: {
    title: 'Check Your Inbox',
    description: 'We sent you an e-mail: click its link to confirm your subscription.',
  },
  failure: { title: 'Subscription Failed', description: 'Something went wrong. Please try again later.' },
} as const;

export const UNSUBSCRIBE_TEXT = {
  failure: 'Failed to unsubscribe. Please try again or contact support.',
  networkError: 'An error occurred. Please try again.',
} as const;

export const UNSUBSCRIBE_REASON_MAX_LENGTH = 500;

export const CONFIRM_TEXT = {
  title: 'Confirm your subscription',
  lead: 'One click and you will receive our latest business insights and updates.',
  button: 'Confirm My Subscription',
  pending: 'Confirming...',
  doneTitle: "You're subscribed",
  invalidLink: 'This confirmation link is invalid.',
  failure: 'Something went wrong. Please try again or contact us.',
} as const;

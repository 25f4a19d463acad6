/** The blog's business-tips widget (SPEC.md sections 2, 4 and 8). */
export const TIPS_TEXT = {
  title: 'Get Personalized Business Tips',
  lead: 'Tell us what you are building and where you are, and get five tips for your next steps.',
  businessTypeLabel: 'Business type',
  businessTypePlaceholder: 'Select your business type',
  stageLabel: 'Business stage',
  stagePlaceholder: 'Select your stage',
  submit: 'Get My Tips',
  pending: 'Getting your tips...',
  resultsTitle: 'Your Business Tips',
  /** Shown when the tips cannot be fetched (SPEC.md section 8). */
  fallbackTips: [
    "Focus on understanding your target customer's main problem.",
    'Start with a minimum viable product to test your idea quickly.',
    'Build a simple website to establish your online presence.',
  ],
} as const;

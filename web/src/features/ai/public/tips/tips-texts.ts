/** The blog's business-tips widget (docs/modules/ai.md). */
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
  /** Shown when the tips cannot be fetched (docs/modules/ai.md). */
  fallbackTips: [
    "Focus on understanding your target customer's main problem.",
    'Start with a minimum viable product to test your idea quickly.',
    'Build a simple website to establish your online presence.',
  ],
} as const;

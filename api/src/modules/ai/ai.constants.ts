/** The tips widget's business types (SPEC.md section 9, 25 of them, in the spec's order). */
export const TIP_BUSINESS_TYPES = [
  'E-commerce & Online Store',
  'Business Consulting',
  'SaaS & Software Development',
  'Restaurant & Food Service',
  'Content Creation & Media',
  'Professional Service Business',
  'Real Estate & Property',
  'Life & Business Coaching',
  'Marketing & Advertising Agency',
  'Healthcare & Medical Practice',
  'Legal & Law Firm',
  'Financial Services & Accounting',
  'Non-Profit Organization',
  'Manufacturing & Production',
  'Retail & Physical Store',
  'Construction & Contracting',
  'Education & Training',
  'Technology & IT Services',
  'Transportation & Logistics',
  'Beauty & Wellness',
  'Fitness & Health',
  'Travel & Tourism',
  'Entertainment & Events',
  'Agriculture & Farming',
  'Import/Export Business',
] as const;
export type TipBusinessType = (typeof TIP_BUSINESS_TYPES)[number];

/** The tips widget's stages (SPEC.md section 9). */
export const TIP_STAGES = ['Idea Phase', 'Planning', 'Launch Preparation', 'Just Launched', 'Growing'] as const;
export type TipStage = (typeof TIP_STAGES)[number];

/** How many tips one answer carries. */
export const TIPS_PER_ANSWER = 5;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * Bounds of a chat request. A history turn may be longer than a visitor's message because it can be one of
 * our own replies, which never exceed `reply`: a widget that sends the conversation back never gets a 400.
 */
export const CHAT_LIMITS = { message: 1000, historyTurns: 20, turnContent: 2000, reply: 2000 } as const;

/** The tips widget's business types (25 of them, in the widget's order; docs/modules/ai.md). */
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

/** The tips widget's stages (docs/modules/ai.md). */
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

/**
 * What a chat message is about, as the assistant understands it (the evaluation set labels each message with
 * one). A message with several asks is about the one it asks first of: not-offered, refunds, pricing, timeline,
 * guarantee, hours, booking, about, international, overview, services.
 */
export const CHAT_SUBJECTS = [
  /** A need one or more of our services meets ("I need a logo", "can you build an app?", a founder's story). */
  'services',
  /** What we offer in general ("what do you do?"). */
  'overview',
  'pricing',
  'timeline',
  /** The 30-day launch guarantee. */
  'guarantee',
  /** Refunds, cancelling or rescheduling, deposits, no-shows. */
  'refunds',
  /** How to book or talk to someone. */
  'booking',
  /** Business hours, how to reach us, how fast we answer. */
  'hours',
  /** Working with founders or clients outside the United States. */
  'international',
  /** Who we are: history, track record, the name. */
  'about',
  /** A business service on the list we do not offer (legal representation, tax filing, loans...). */
  'not-offered',
  /** Nothing to do with starting or running a business (weather, recipes...). */
  'out-of-scope',
  'greeting',
  'thanks',
] as const;
export type ChatSubject = (typeof CHAT_SUBJECTS)[number];

/**
 * What a message asks, apart from what the visitor needs (its services): the reply answers this first, then
 * recommends (docs/modules/ai.md). The reply-quality sets (eval/reply-set.ts) label each message with one.
 */
export const CHAT_QUESTIONS = [
  /** A need described, with no narrower question ("I need a logo", a founder's story): which service fits. */
  'recommend',
  /** "Can you / do you do X?": yes or no about something we might do. */
  'can-you',
  /** "Do I need X?", "should I get X?", "is X worth it?": whether the visitor needs something. */
  'need',
  /** What it costs, a budget ("is $3k realistic?"), free or paid, payment plans. */
  'price',
  /** How long it takes, when it is ready. */
  'timeline',
  /** How it works, what happens next or during, how to start or book, what to prepare. */
  'process',
  /** Whether we work with someone like the visitor: founders abroad, nonprofits, a stage or a trade. */
  'eligibility',
  /** Refunds, cancelling, rescheduling, deposits, the 30-day launch guarantee. */
  'policy',
  /** Who we are, where we are, hours, how to reach us, track record. */
  'company',
  /** "Are you a person or a bot?" */
  'bot',
  /** Everything we offer ("what do you do?"). */
  'overview',
  /** Hello, thanks, how are you, goodbye. */
  'small-talk',
  /** A business service we do not offer (legal representation, taxes, loans, investment, credit repair...). */
  'not-offered',
  /** Nothing to do with starting or running a business (weather, recipes, homework). */
  'out-of-scope',
] as const;
export type ChatQuestion = (typeof CHAT_QUESTIONS)[number];

/** How an answer says a need is on the explicit list of what we do not offer (and only then). */
export const NOT_OFFERED_OPENING = 'That is not something we offer';

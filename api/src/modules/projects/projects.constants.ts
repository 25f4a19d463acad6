import type { QuestionnaireKind } from './questionnaires/questionnaire-kinds';

/**
 * Project statuses (initial active; docs/modules/projects.md): a project created by an accepted proposal
 * starts `awaiting_deposit` instead and becomes `active` once its deposit (or full) invoice is paid.
 */
export const PROJECT_STATUSES = ['awaiting_deposit', 'active', 'on_hold', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Project message body length: 1 to 2000 characters (docs/modules/projects.md). */
export const PROJECT_MESSAGE_MAX_LENGTH = 2000;

/** What a project deposit refunded before work starts keeps back (docs/modules/projects.md), in cents. */
export const PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS = 100_00;

/** A project's milestones, shown to the client in order, from the template of its service. */
export const PROJECT_STEP_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  'Business Formation & Legal Setup': [
    'Choose the entity and state',
    'File the formation documents',
    'Obtain the EIN',
    'Operating agreement and compliance calendar',
  ],
  'Website & App Development': ['Discovery and sitemap', 'Design', 'Build', 'Review and revisions', 'Launch'],
  'Branding & Identity Design': ['Brand discovery', 'Concepts', 'Refinement', 'Brand guidelines and files'],
  'Digital Marketing': ['Audit and goals', 'Strategy and calendar', 'Campaign launch', 'Report and next steps'],
  'Business Systems & Automation': ['Process mapping', 'Tool setup', 'Automations', 'Training and handover'],
  'Creator Growth & Business Launch': ['Audit and positioning', 'Launch plan', 'Content and offers', 'Launch'],
  'International Business Services': [
    'Jurisdiction review',
    'Documents and filings',
    'Banking and payments setup',
    'Handover',
  ],
  'E-Commerce & Online Store Solutions': ['Store plan', 'Design and catalogue', 'Payments and shipping', 'Launch'],
};

/** The steps of a project whose service has no template of its own. */
export const DEFAULT_PROJECT_STEPS: readonly string[] = ['Kick-off', 'Work in progress', 'Review', 'Delivery'];

/** An onboarding task as a new project gets it; one with `questionnaireKind` is ticked by submitting that questionnaire. */
export interface OnboardingTaskTemplate {
  title: string;
  details: string;
  questionnaireKind?: QuestionnaireKind;
}

/** The onboarding checklist every new project starts with (its service's questionnaire task comes second). */
export const PROJECT_ONBOARDING_TASKS: readonly OnboardingTaskTemplate[] = [
  { title: 'Pay the deposit', details: 'Work starts once the first invoice is paid.' },
  { title: 'Complete your profile', details: 'Your contact details and time zone, in the portal.' },
  { title: 'Share your materials', details: 'Logins, documents and files the project needs.' },
  { title: 'Book the kick-off call', details: 'We go through the plan together.' },
];

/**
 * The questionnaire a project of each offered service asks its client for, as an onboarding task
 * (docs/modules/projects.md#questionnaires); systems and automation work has none.
 */
export const SERVICE_QUESTIONNAIRES: Readonly<Record<string, QuestionnaireKind>> = {
  'Business Formation & Legal Setup': 'business-formation',
  'Website & App Development': 'website',
  'E-Commerce & Online Store Solutions': 'website',
  'Branding & Identity Design': 'branding',
  'Digital Marketing': 'marketing',
  'Creator Growth & Business Launch': 'marketing',
  'International Business Services': 'international',
};

/** The onboarding task of each questionnaire: what it asks and what the answers are for. */
export const QUESTIONNAIRE_TASKS: Readonly<Record<QuestionnaireKind, OnboardingTaskTemplate>> = {
  'business-formation': {
    title: 'Complete the business formation questionnaire',
    details: 'The name, entity type, state and owners we file your company with.',
    questionnaireKind: 'business-formation',
  },
  website: {
    title: 'Complete the website questionnaire',
    details: 'Your goals, pages, features and domain: they shape the sitemap and the first design.',
    questionnaireKind: 'website',
  },
  branding: {
    title: 'Complete the branding questionnaire',
    details: 'Your story, audience and style: the brief for the first concepts.',
    questionnaireKind: 'branding',
  },
  marketing: {
    title: 'Complete the marketing questionnaire',
    details: 'Your goals, audience, channels and budget: the starting point of the audit and strategy.',
    questionnaireKind: 'marketing',
  },
  international: {
    title: 'Complete the international business questionnaire',
    details: 'Where you are, where you want to do business and what you need set up.',
    questionnaireKind: 'international',
  },
};

/** A new project's onboarding checklist: PROJECT_ONBOARDING_TASKS with its service's questionnaire task second. */
export function onboardingTasksFor(service: string | null): OnboardingTaskTemplate[] {
  const kind = service ? SERVICE_QUESTIONNAIRES[service] : undefined;
  const [first, ...rest] = PROJECT_ONBOARDING_TASKS;
  return kind ? [first!, QUESTIONNAIRE_TASKS[kind], ...rest] : [...PROJECT_ONBOARDING_TASKS];
}

/** A staff note on a project: 1 to 5000 characters. */
export const PROJECT_NOTE_MAX_LENGTH = 5000;

/** A document's malware scan: pending until the scanner answers; only `clean` is shown to the other side. */
export const DOCUMENT_SCAN_STATUSES = ['pending', 'clean', 'infected'] as const;
export type DocumentScanStatus = (typeof DOCUMENT_SCAN_STATUSES)[number];

/** How the back office's project page names things (antd-free data, one place; docs/modules/projects.md). */
import type {
  ProjectEventKind,
  ProjectInvoiceKind,
  ProjectStatus,
  ProjectStepState,
  QuestionnaireKind,
  QuestionnaireStatus,
} from '../../../api/generated/model';

/** The timeline's words for each kind of event. */
export const PROJECT_EVENT_LABELS: Record<ProjectEventKind, string> = {
  created: 'Project created',
  activated: 'Deposit paid: project active',
  work_started: 'Work started (the deposit is no longer refundable)',
  status_changed: 'Status changed',
  step_added: 'Step added',
  step_changed: 'Step edited',
  step_done: 'Step done',
  step_reopened: 'Step reopened',
  step_removed: 'Step removed',
  steps_reordered: 'Steps reordered',
  task_added: 'Onboarding task added',
  task_changed: 'Onboarding task edited',
  task_done: 'Onboarding task done',
  task_reopened: 'Onboarding task reopened',
  task_removed: 'Onboarding task removed',
  document_uploaded: 'Document uploaded',
  document_changed: 'Document changed',
  document_removed: 'Document removed',
  document_infected: 'Document refused: malware found',
  questionnaire_submitted: 'Questionnaire submitted',
  onboarding_completed: 'Onboarding completed',
  balance_invoice_sent: 'Balance invoice sent',
};

/** Who did it, from an event's `by`. */
export const PROJECT_ACTOR_LABELS: Record<string, string> = {
  staff: 'staff',
  client: 'the client',
  system: 'the system',
};

/**
 * The button that moves a project to a status (only those the API offers in `nextStatuses` are shown). Completing
 * and cancelling are confirmed first.
 */
export const PROJECT_STATUS_ACTIONS: Record<ProjectStatus, string> = {
  awaiting_deposit: 'Back to awaiting deposit',
  active: 'Resume',
  on_hold: 'Put on hold',
  completed: 'Complete',
  cancelled: 'Cancel project',
};

export const PROJECT_STEP_STATE_LABELS: Record<ProjectStepState, { label: string; color?: string }> = {
  done: { label: 'Done', color: 'green' },
  current: { label: 'Current', color: 'blue' },
  next: { label: 'Next' },
};

export const PROJECT_INVOICE_KIND_LABELS: Record<ProjectInvoiceKind, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  other: 'Other',
};

/** The questionnaires' titles (the API's schemas, api/src/modules/projects/questionnaires/questionnaire-schemas.ts). */
export const QUESTIONNAIRE_KIND_LABELS: Record<QuestionnaireKind, string> = {
  'business-formation': 'Business formation questionnaire',
  website: 'Website questionnaire',
  branding: 'Branding questionnaire',
  marketing: 'Marketing questionnaire',
  international: 'International business questionnaire',
};

export const QUESTIONNAIRE_STATUS_LABELS: Record<QuestionnaireStatus, { label: string; color?: string }> = {
  draft: { label: 'Draft saved', color: 'gold' },
  submitted: { label: 'Submitted', color: 'green' },
};

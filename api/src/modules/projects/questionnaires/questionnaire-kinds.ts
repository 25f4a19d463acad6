/** The questionnaires a client fills in the portal (/portal/questionnaire/:type; docs/modules/projects.md). */
export const QUESTIONNAIRE_KINDS = ['business-formation', 'website', 'branding', 'marketing', 'international'] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

/** A response is a draft until the client submits it. */
export const QUESTIONNAIRE_STATUSES = ['draft', 'submitted'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** Project statuses (initial active; docs/modules/projects.md). */
export const PROJECT_STATUSES = ['active', 'on_hold', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Project message body length: 1 to 2000 characters (docs/modules/projects.md). */
export const PROJECT_MESSAGE_MAX_LENGTH = 2000;

/** What a project deposit refunded before work starts keeps back (docs/modules/projects.md), in cents. */
export const PROJECT_DEPOSIT_CANCELLATION_FEE_CENTS = 100_00;

/** Project statuses (initial active, SPEC.md section 4; the rest is ours). */
export const PROJECT_STATUSES = ['active', 'on_hold', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Project message body length, SPEC.md section 5. */
export const PROJECT_MESSAGE_MAX_LENGTH = 2000;

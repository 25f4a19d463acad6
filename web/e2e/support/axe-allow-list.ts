/**
 * Accessibility findings the journeys' axe pass (support/axe.ts) accepts, each with its reason.
 * A serious or critical finding fails a journey unless it is listed here, and so does a moderate one:
 * listing it is writing down why it is acceptable. Remove an entry as soon as its cause is fixed.
 */
export interface AllowedFinding {
  /** The axe rule id, e.g. `color-contrast`. */
  rule: string;
  /** The pages it is accepted on: their path (and query) matches. */
  path: RegExp;
  /** When set, only the nodes whose selector contains this text. */
  target?: string;
  reason: string;
}

export const ALLOWED_FINDINGS: readonly AllowedFinding[] = [];

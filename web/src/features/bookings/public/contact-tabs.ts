/** The three tabs of /contact (docs/modules/bookings.md), chosen by click or by `?form=`. */
export const CONTACT_TABS = ['consultation', 'services', 'questions'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

export const DEFAULT_CONTACT_TAB: ContactTab = 'consultation';

export function isContactTab(value: unknown): value is ContactTab {
  return typeof value === 'string' && (CONTACT_TABS as readonly string[]).includes(value);
}

/** The tab of a `form` parameter: the consultation tab when it is missing or invalid. */
export function contactTabOf(form: unknown): ContactTab {
  return isContactTab(form) ? form : DEFAULT_CONTACT_TAB;
}

/**
 * Every duration and delay the web uses, in milliseconds (docs/web.md).
 * Components import from here; no magic numbers elsewhere.
 */

/** Toasts: at most one at a time. */
export const TOAST_DURATION_MS = {
  default: 5000,
  success: 5000,
  validationFailure: 8000,
} as const;

/** Delay before the "Rescheduling Your Appointment" toast on the consultation page. */
export const RESCHEDULE_TOAST_DELAY_MS = 500;

/** Navigation after a successful login or e-mail verification. */
export const POST_LOGIN_NAVIGATION_DELAY_MS = 1000;

/** Route guard: redirect an unauthenticated visitor to login after this delay. */
export const GUARD_REDIRECT_DELAY_MS = 1000;

/** Auth check (GET /api/auth/user): cache lifetime and retry back-off (500 ms doubling, capped). */
export const AUTH_CHECK_CACHE_MS = 5 * 60 * 1000;
export const AUTH_RETRY_BASE_DELAY_MS = 500;
export const AUTH_RETRY_MAX_DELAY_MS = 2000;
/** How many times a 401 from the auth check is retried before the visitor counts as signed out. */
export const AUTH_CHECK_MAX_RETRIES = 3;

/** Smooth scrolling. Offsets are in pixels (kept here beside their animation). */
export const SMOOTH_SCROLL_DURATION_MS = 600;
export const SCROLL_OFFSET_PX = 100;
export const HASH_SCROLL_OFFSET_PX = 120;
/** The short wait before scrolling to a hash anchor, so the target page has rendered. */
export const HASH_SCROLL_DELAY_MS = 100;

/** Services page: scroll to the hash anchor again once the list has rendered. */
export const SERVICES_ANCHOR_RETRY_MS = [600, 1200, 2000] as const;

/** Contact page: scroll to the active form tab. */
export const CONTACT_TAB_SCROLL_MS = [600, 1200, 2000] as const;

/** Tooltips. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Analytics: how long to wait for an idle moment before loading the GA script after `load`. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 3000;

/** The latest a public page's visit is counted after its load, if the browser is never idle before. */
export const VISIT_COUNT_IDLE_TIMEOUT_MS = 5000;

/** AI assistant: how long to wait for an idle moment after `load` before fetching the chat panel's chunk. */
export const ASSISTANT_PRELOAD_IDLE_TIMEOUT_MS = 5000;

/** Portal questionnaires: a changed draft is saved this long after the last save (and whenever a field loses focus). */
export const QUESTIONNAIRE_AUTOSAVE_MS = 20_000;

/**
 * Live updates of a project page (useProjectLiveUpdates): after the stream fails for good, reconnect after 1 s,
 * doubling, at most 30 s apart; while it is not live, the page's data is fetched again every 30 s.
 */
export const LIVE_UPDATES_RETRY_BASE_MS = 1000;
export const LIVE_UPDATES_RETRY_MAX_MS = 30_000;
export const LIVE_UPDATES_POLL_MS = 30_000;

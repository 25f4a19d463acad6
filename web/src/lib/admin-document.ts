import { ADMIN_HOME_PATH } from '../features/auth/redirect';

/**
 * The path this document was loaded at. Its Content Security Policy came with it, and the API allows
 * inline styles (Ant Design's CSS-in-JS) only on documents of the admin area
 * (api/src/common/security-headers.ts), not on the public pages.
 */
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

export const isAdminPath = (path: string) => path === ADMIN_HOME_PATH || path.startsWith(`${ADMIN_HOME_PATH}/`);

/** Whether this document's policy lets the admin style itself: it was loaded at an admin path. */
export const documentRunsAdmin = () => isAdminPath(documentPath);

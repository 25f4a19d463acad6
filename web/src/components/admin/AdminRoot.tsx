import { Outlet } from '@tanstack/react-router';
import { App, ConfigProvider } from 'antd';
import { ADMIN_THEME } from './admin-theme';

/** A refused form brings its first invalid field into view and focuses it (not left on the button). */
const ADMIN_FORMS = { scrollToFirstError: { focus: true, block: 'center' } } as const;

/**
 * Every /admin1 page (the open login and set-password pages and the guarded panel) sits under this:
 * Ant Design's theme and its App context (message, modal), in the admin's own lazy chunk.
 */
export function AdminRoot() {
  return (
    <ConfigProvider theme={ADMIN_THEME} form={ADMIN_FORMS}>
      <App component={false}>
        <Outlet />
      </App>
    </ConfigProvider>
  );
}

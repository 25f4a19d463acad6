import { Outlet } from '@tanstack/react-router';
import { App, ConfigProvider, type ThemeConfig } from 'antd';

/** The site's indigo and navy (styles/global.css), as Ant Design tokens. */
const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    colorLink: '#4338ca',
    colorTextBase: '#0f1b3d',
    // antd derives these from the base with alpha, below 4.5:1 on white: the site's slate instead.
    colorTextSecondary: '#475569',
    colorTextDescription: '#475569',
    colorTextPlaceholder: '#64748b',
    borderRadius: 8,
    fontFamily: 'inherit',
  },
  components: {
    Layout: { siderBg: '#0f1b3d', triggerBg: '#1c2b5a', headerBg: '#ffffff', bodyBg: '#f8fafc' },
    Menu: { darkItemBg: '#0f1b3d', darkSubMenuItemBg: '#0f1b3d', darkItemSelectedBg: '#4f46e5' },
  },
};

/**
 * Every /admin1 page (the open login and set-password pages and the guarded panel) sits under this:
 * Ant Design's theme and its App context (message, modal), in the admin's own lazy chunk.
 */
export function AdminRoot() {
  return (
    <ConfigProvider theme={ADMIN_THEME}>
      <App component={false}>
        <Outlet />
      </App>
    </ConfigProvider>
  );
}

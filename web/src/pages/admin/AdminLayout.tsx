import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { ConfigProvider, Layout, Menu, Typography } from 'antd';
import { BRAND_NAME } from '../../constants/site';

const { Header, Sider, Content } = Layout;

const MENU_ITEMS = [
  { key: '/admin1', label: 'Dashboard' },
  { key: '/admin1/services', label: 'Services' },
] as const;

type AdminPath = (typeof MENU_ITEMS)[number]['key'];

/** The back office frame: Ant Design lives only in this lazily loaded route tree. */
export function AdminLayout() {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/+$/, '') || '/' });
  const selected = MENU_ITEMS.find((item) => item.key === pathname)?.key ?? '/admin1';

  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#4f46e5', borderRadius: 8 } }}>
      <Layout style={{ minHeight: '100vh' }}>
        <Sider breakpoint="lg" collapsedWidth={0} theme="dark" width={220}>
          <div style={{ padding: '20px 24px', color: '#f8fafc', fontWeight: 700, fontSize: 18 }}>{BRAND_NAME}</div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[selected]}
            items={MENU_ITEMS.map(({ key, label }) => ({ key, label }))}
            onClick={({ key }) => navigate({ to: key as AdminPath })}
          />
        </Sider>
        <Layout>
          <Header
            style={{
              background: '#ffffff',
              padding: '0 24px',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              borderBottom: '1px solid #e2e8f0',
            }}
          >
            <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
              {BRAND_NAME} Back Office
            </Typography.Title>
            <Link to="/">View site</Link>
          </Header>
          <Content style={{ margin: 24 }}>
            <Outlet />
          </Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}

import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { Button, Drawer, Flex, Grid, Layout, Menu, Typography, type MenuProps } from 'antd';
import { useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { ADMIN_PATHS } from '../../constants/admin';
import { BRAND_NAME, PATHS } from '../../constants/site';
import { RequireAuth } from '../../features/auth/RequireAuth';
import { useCurrentUser, useLogout } from '../../features/auth/use-current-user';
import {
  BlogIcon,
  CalendarIcon,
  CloseIcon,
  CollapseIcon,
  DashboardIcon,
  ExpandIcon,
  ExternalIcon,
  InboxIcon,
  InvoiceIcon,
  LogoutIcon,
  MenuIcon,
  NewsletterIcon,
  OutboxIcon,
  PagesIcon,
  PlusIcon,
  PortfolioIcon,
  ProjectIcon,
  ProposalIcon,
  QuestionIcon,
  ReferralIcon,
  ServicesIcon,
  SmsIcon,
  TestimonialIcon,
  UnsubscribeIcon,
  UserIcon,
  UsersIcon,
} from './AdminIcons';

const { Header, Sider, Content } = Layout;

const CONTENT_ID = 'admin-content';
/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
interface NavItem {
  key: (typeof ADMIN_PATHS)[keyof typeof ADMIN_PATHS];
  label: string;
  icon: ReactNode;
}
const NAV_ITEMS: readonly NavItem[] = [
  { key: ADMIN_PATHS.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { key: ADMIN_PATHS.users, label: 'Users', icon: <UsersIcon /> },
  { key: ADMIN_PATHS.testimonials, label: 'Testimonials', icon: <TestimonialIcon /> },
  { key: ADMIN_PATHS.security, label: 'Sign-in security', icon: <UserIcon /> },
];
/** A titled group of the menu (its title is hidden while the menu is collapsed). */
const NAV_GROUPS: readonly { label: string; items: readonly NavItem[] }[] = [
  {
    label: 'Leads',
    items: [
      { key: ADMIN_PATHS.leads, label: 'Consultations', icon: <CalendarIcon /> },
      { key: ADMIN_PATHS.leadsInquiries, label: 'Service inquiries', icon: <InboxIcon /> },
      { key: ADMIN_PATHS.leadsQuestions, label: 'Questions', icon: <QuestionIcon /> },
      { key: ADMIN_PATHS.leadsCalendar, label: 'Week view', icon: <CalendarIcon /> },
    ],
  },
  {
    label: 'Sales',
    items: [
      { key: ADMIN_PATHS.proposals, label: 'Proposals', icon: <ProposalIcon /> },
      { key: ADMIN_PATHS.createProposal, label: 'Create proposal', icon: <PlusIcon /> },
      { key: ADMIN_PATHS.projects, label: 'Projects', icon: <ProjectIcon /> },
    ],
  },
  {
    label: 'Billing',
    items: [
      { key: ADMIN_PATHS.invoices, label: 'Invoices', icon: <InvoiceIcon /> },
      { key: ADMIN_PATHS.createInvoice, label: 'Create invoice', icon: <PlusIcon /> },
      { key: ADMIN_PATHS.referrals, label: 'Referrals', icon: <ReferralIcon /> },
    ],
  },
  {
    label: 'Content',
    items: [
      { key: ADMIN_PATHS.services, label: 'Services', icon: <ServicesIcon /> },
      { key: ADMIN_PATHS.blog, label: 'Blog', icon: <BlogIcon /> },
      { key: ADMIN_PATHS.pages, label: 'Pages', icon: <PagesIcon /> },
      { key: ADMIN_PATHS.portfolio, label: 'Portfolio', icon: <PortfolioIcon /> },
    ],
  },
  {
    label: 'Communications',
    items: [
      { key: ADMIN_PATHS.messages, label: 'Outgoing messages', icon: <OutboxIcon /> },
      { key: ADMIN_PATHS.sms, label: 'SMS log', icon: <SmsIcon /> },
      { key: ADMIN_PATHS.newsletter, label: 'Newsletter', icon: <NewsletterIcon /> },
      { key: ADMIN_PATHS.unsubscribes, label: 'Unsubscribes', icon: <UnsubscribeIcon /> },
    ],
  },
];
const ALL_NAV_ITEMS = [...NAV_ITEMS, ...NAV_GROUPS.flatMap((group) => group.items)];

/** The menu entry of a path: the longest nav path that prefixes it (Dashboard only exactly). */
function selectedKey(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = ALL_NAV_ITEMS.filter(({ key }) =>
    key === ADMIN_PATHS.dashboard ? path === key : path === key || path.startsWith(`${key}/`),
  );
  return match.at(-1)?.key ?? ADMIN_PATHS.dashboard;
}

/** Moves focus to the page content without a router navigation. */
function focusContent(event: MouseEvent<HTMLAnchorElement>) {
  const content = document.getElementById(CONTENT_ID);
  if (!content) return;
  event.preventDefault();
  content.focus();
  content.scrollIntoView();
}

/** The guarded back office: only admins get past RequireAuth; everyone else sees its screens. */
export function AdminPanelLayout() {
  return (
    <RequireAuth requireAdmin>
      <AdminFrame />
    </RequireAuth>
  );
}

function AdminNav({ collapsed, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const item = ({ key, label, icon }: NavItem) => ({
    key,
    icon,
    label: (
      <Link to={key} onClick={onNavigate}>
        {label}
      </Link>
    ),
    title: label,
  });
  const items: MenuProps['items'] = [
    ...NAV_ITEMS.map(item),
    ...NAV_GROUPS.map((group) => ({
      type: 'group' as const,
      key: group.label,
      label: collapsed ? null : group.label,
      children: group.items.map(item),
    })),
  ];
  return (
    <nav aria-label="Admin">
      <Menu
        // Its links are the Tab stops; the list itself (antd makes it one) would be an extra stop
        // whose focus ring its sider clips.
        tabIndex={-1}
        theme="dark"
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={[selectedKey(pathname)]}
        items={items}
        onClick={({ key, domEvent }) => {
          // A click lands on the item's link, which navigates; Enter on an item (arrow-key focus
          // inside the menu) only reaches the menu.
          if ('key' in domEvent) {
            void navigate({ to: key });
            onNavigate?.();
          }
        }}
      />
    </nav>
  );
}

function Brand({ compact }: { compact?: boolean }) {
  return (
    <div
      style={{
        padding: compact ? '20px 0' : '20px 24px',
        textAlign: compact ? 'center' : 'left',
        color: '#f8fafc',
        fontWeight: 700,
        fontSize: 18,
        whiteSpace: 'nowrap',
      }}
    >
      {compact ? BRAND_NAME.charAt(0) : BRAND_NAME}
      {!compact && (
        <div style={{ fontSize: 12, fontWeight: 500, color: '#cbd5e1', letterSpacing: '0.04em' }}>BACK OFFICE</div>
      )}
    </div>
  );
}

function AdminFrame() {
  const screens = Grid.useBreakpoint();
  const isDesktop = !!screens.lg;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user } = useCurrentUser();
  const { logout, isPending: loggingOut } = useLogout();

  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const navToggleLabel = isDesktop ? (collapsed ? 'Expand navigation' : 'Collapse navigation') : 'Open navigation';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href={`#${CONTENT_ID}`} className="skip-link" onClick={focusContent}>
        Skip to main content
      </a>
      {isDesktop ? (
        <Sider width={232} collapsedWidth={80} collapsible collapsed={collapsed} trigger={null}>
          <Brand compact={collapsed} />
          <AdminNav collapsed={collapsed} />
        </Sider>
      ) : (
        <Drawer
          title="Admin navigation"
          closeIcon={<CloseIcon style={{ color: '#f8fafc', fontSize: 18 }} />}
          placement="left"
          size={280}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          styles={{
            header: { background: '#0f1b3d', color: '#f8fafc', borderBottom: '1px solid #1c2b5a' },
            body: { padding: 0, background: '#0f1b3d' },
          }}
        >
          {user && (
            <div style={{ padding: '16px 24px', color: '#cbd5e1', overflowWrap: 'anywhere' }}>
              Signed in as <strong style={{ color: '#f8fafc' }}>{fullName || user.email}</strong>
            </div>
          )}
          <AdminNav onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            paddingInline: isDesktop ? 24 : 12,
            borderBottom: '1px solid #e2e8f0',
          }}
        >
          <Button
            type="text"
            aria-label={navToggleLabel}
            aria-expanded={isDesktop ? !collapsed : drawerOpen}
            icon={isDesktop ? collapsed ? <ExpandIcon /> : <CollapseIcon /> : <MenuIcon />}
            onClick={() => (isDesktop ? setCollapsed((value) => !value) : setDrawerOpen(true))}
          />
          {!isDesktop && (
            <Typography.Text strong style={{ fontSize: 16 }}>
              {BRAND_NAME}
            </Typography.Text>
          )}
          <Flex align="center" gap={isDesktop ? 16 : 4} style={{ marginLeft: 'auto', minWidth: 0 }}>
            {user && screens.md && (
              <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                <UserIcon />
                <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3, minWidth: 0 }}>
                  <span style={VISUALLY_HIDDEN}>Signed in as </span>
                  {fullName && (
                    <Typography.Text strong ellipsis style={{ maxWidth: 220 }}>
                      {fullName}
                    </Typography.Text>
                  )}
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220, fontSize: 13 }}>
                    {user.email}
                  </Typography.Text>
                </span>
              </Flex>
            )}
            <Button
              type="text"
              href={PATHS.home}
              icon={<ExternalIcon />}
              aria-label={screens.sm ? undefined : 'View site'}
            >
              {screens.sm && 'View site'}
            </Button>
            <Button
              icon={<LogoutIcon />}
              onClick={logout}
              loading={loggingOut}
              aria-label={screens.sm ? undefined : 'Logout'}
            >
              {screens.sm && 'Logout'}
            </Button>
          </Flex>
        </Header>
        <Content
          id={CONTENT_ID}
          tabIndex={-1}
          style={{ padding: isDesktop ? 24 : 12, outline: 'none', width: '100%', maxWidth: 1400, marginInline: 'auto' }}
        >
          <Outlet />
        </Content>
      </Layout>
    </Layout>
  );
}

/** The client portal's sections (docs/web.md). Typed `string`: see constants/site.ts. */
export interface PortalNavItem {
  label: string;
  to: string;
  icon: 'dashboard' | 'invoices' | 'billing' | 'profile' | 'refer' | 'proposals';
}

export const PORTAL_NAV: readonly PortalNavItem[] = [
  { label: 'Dashboard', to: '/portal', icon: 'dashboard' },
  { label: 'Invoices', to: '/portal/invoices', icon: 'invoices' },
  { label: 'Billing', to: '/portal/billing', icon: 'billing' },
  { label: 'Profile', to: '/portal/profile', icon: 'profile' },
  { label: 'Refer a Friend', to: '/portal/refer', icon: 'refer' },
  { label: 'Proposals', to: '/portal/proposals', icon: 'proposals' },
];

/** The dashboard also lives at /dashboard (the header's user menu links there). */
export const DASHBOARD_PATHS: readonly string[] = ['/portal', '/dashboard'];

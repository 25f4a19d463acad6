import type { PortalNavItem } from './portal-nav';

const PATHS: Record<PortalNavItem['icon'], string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  invoices: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  billing: 'M3 6h18v12H3zM3 10h18M7 15h3',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  refer:
    'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2.5 2.5 0 1 1 0-5c3 0 4 5 4 5zM12 7h4a2.5 2.5 0 1 0 0-5c-3 0-4 5-4 5z',
  proposals: 'M14 3H6v18h12V7zM14 3v4h4M9 13l2 2 4-4',
};

/** A decorative line icon of a portal section. */
export function PortalIcon({ name }: { name: PortalNavItem['icon'] }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

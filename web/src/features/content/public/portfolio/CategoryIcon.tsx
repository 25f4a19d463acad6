import type { ReactNode } from 'react';
import type { PortfolioCategory } from '../../../../api/generated/model';

/** 24x24 stroke drawings, one per portfolio category (docs/modules/content.md). */
const ICON_PATHS: Readonly<Record<PortfolioCategory, ReactNode>> = {
  // A building: business formation.
  formation: (
    <>
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" />
      <path d="M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 8h3M8 12h3M8 16h3" />
    </>
  ),
  // A globe: international business.
  international: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  // A heart: nonprofits.
  nonprofit: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  // A megaphone: marketing.
  marketing: (
    <>
      <path d="M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1z" />
      <path d="M16 9a4 4 0 0 1 0 6M7 14l1 5h3l-1-4" />
    </>
  ),
  // A gear: systems and automation.
  automation: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  // A pen nib: branding.
  branding: (
    <>
      <path d="M12 3l6 6-6 12-6-12z" />
      <circle cx="12" cy="11" r="1.5" />
      <path d="M12 12.5V21" />
    </>
  ),
  // A dollar sign: creator monetization.
  monetization: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9a3 2 0 0 0-3-1.5c-1.7 0-3 .9-3 2.2 0 3 6 1.6 6 4.6 0 1.3-1.3 2.2-3 2.2a3 2 0 0 1-3-1.5M12 6v12" />
    </>
  ),
  // A briefcase: anything else.
  other: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
    </>
  ),
};

/** The category's icon; decorative (the card's text says what the case study is). */
export function CategoryIcon({ category }: { category: string }) {
  const paths = ICON_PATHS[category as PortfolioCategory] ?? ICON_PATHS.other;
  return (
    <span className="category-icon" data-category={category in ICON_PATHS ? category : 'other'}>
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    </span>
  );
}

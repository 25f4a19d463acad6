/** Service categories (docs/modules/content.md) and how their badge reads. */
export const SERVICE_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  formation: 'Business Formation',
  development: 'Development',
  marketing: 'Marketing',
  international: 'International',
  nonprofit: 'Non-Profit',
  consulting: 'Consulting',
  creator: 'Creator Growth',
};

export function serviceCategoryLabel(category: string): string {
  return SERVICE_CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/**
 * The public pages ask for every active service in one page (the API caps pageSize at 100);
 * sharing these params shares the cached list between pages.
 */
export const ALL_SERVICES_PARAMS = { page: 1, pageSize: 100 } as const;

/** Service cards show at most this many key features (docs/modules/content.md). */
export const SERVICE_CARD_MAX_FEATURES = 3;

/** The id of the services list on /services: the home tiles link to it (a hash link, so a full page load). */
export const SERVICES_LIST_ID = 'services-section';

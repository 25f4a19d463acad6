/** Service categories (SPEC.md section 3) and how their badge reads. */
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

/** Service cards show at most this many key features (SPEC.md section 9). */
export const SERVICE_CARD_MAX_FEATURES = 3;

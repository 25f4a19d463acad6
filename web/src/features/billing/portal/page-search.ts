/** A `?page=` search value: a whole number from 1, else absent. */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? { page } : {};
}

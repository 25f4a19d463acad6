/** The page of /blog a `?page=` asks for: a whole number from 2 up, else the first page (undefined). */
export function blogPageOf(page: unknown): number | undefined {
  const number = typeof page === 'string' ? Number(page) : page;
  return typeof number === 'number' && Number.isInteger(number) && number >= 2 ? number : undefined;
}

/** The /blog search of `page`: none for the first, so its address stays /blog. */
export const blogSearch = (page: number): { page?: number } => (page > 1 ? { page } : {});

/**
 * The Blog posts table's state in the URL (/admin1/blog?isPublished=false&search=llc...): the shared
 * table helpers with its filter. Antd-free: the route file validates the search with it.
 */
import { ListAdminBlogPostsSortBy } from '../../../../api/generated/model';
import { booleanValue, defineTableSearch, type TableSearch } from '../../../../components/admin-table/table-search';

interface BlogFilters {
  isPublished: boolean;
}

export type BlogPostsSearch = TableSearch<ListAdminBlogPostsSortBy, BlogFilters>;

export const blogPostsTable = defineTableSearch<ListAdminBlogPostsSortBy, BlogFilters>({
  sortFields: Object.values(ListAdminBlogPostsSortBy),
  // The latest edited first: what staff work on.
  defaultSort: { sortBy: 'updatedAt', sortOrder: 'desc' },
  filters: { isPublished: booleanValue },
  exportPath: '/api/admin/blog/export',
});

/**
 * The URL state of the admin projects table (status and client account besides the shared search, order and
 * paging). Antd-free: the route file validates with it.
 */
import { ListAdminProjectsSortBy, ProjectStatus } from '../../../api/generated/model';
import { defineTableSearch, oneOf, type TableSearch } from '../../../components/admin-table/table-search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A client account's id, or absent. */
const uuid = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

/** Whether a project page's address names a project at all (anything else is "not found" without a call). */
export const isProjectId = (value: string) => UUID.test(value);

export interface ProjectFilters {
  status: ProjectStatus;
  userId: string;
}

export type ProjectsSearch = TableSearch<ListAdminProjectsSortBy, ProjectFilters>;

export const projectsTable = defineTableSearch<ListAdminProjectsSortBy, ProjectFilters>({
  sortFields: Object.values(ListAdminProjectsSortBy),
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: {
    status: oneOf(Object.values(ProjectStatus)),
    userId: uuid,
  },
  exportPath: '/api/admin/projects/export',
});

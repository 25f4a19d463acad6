/**
 * The Portfolio table's state in the URL (/admin1/portfolio?serviceCategory=branding&isActive=false...).
 * Antd-free: the route file validates the search with it.
 */
import { ListAdminPortfolioSortBy, type PortfolioCategory } from '../../../../api/generated/model';
import { PORTFOLIO_CATEGORIES } from '../../../../constants/admin';
import {
  booleanValue,
  defineTableSearch,
  oneOf,
  type TableSearch,
} from '../../../../components/admin-table/table-search';

interface PortfolioFilters {
  serviceCategory: PortfolioCategory;
  isActive: boolean;
}

export type PortfolioSearch = TableSearch<ListAdminPortfolioSortBy, PortfolioFilters>;

export const portfolioTable = defineTableSearch<ListAdminPortfolioSortBy, PortfolioFilters>({
  sortFields: Object.values(ListAdminPortfolioSortBy),
  // Newest case studies first, as the site lists them.
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: { serviceCategory: oneOf(PORTFOLIO_CATEGORIES), isActive: booleanValue },
  exportPath: '/api/admin/portfolio/export',
});

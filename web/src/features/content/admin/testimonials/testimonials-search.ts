/**
 * The URL state of the testimonials moderation table: status and source filters besides the shared
 * search, order and paging. Antd-free: the route file validates with it.
 */
import {
  TestimonialSource,
  TestimonialStatus,
  type ListAdminTestimonialsSortBy,
} from '../../../../api/generated/model';
import { defineTableSearch, oneOf, type TableSearch } from '../../../../components/admin-table/table-search';

interface TestimonialFilters {
  status: TestimonialStatus;
  source: TestimonialSource;
}
export type TestimonialsSearch = TableSearch<ListAdminTestimonialsSortBy, TestimonialFilters>;
export const testimonialsTable = defineTableSearch<ListAdminTestimonialsSortBy, TestimonialFilters>({
  sortFields: ['createdAt', 'rating', 'name'],
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: {
    status: oneOf(Object.values(TestimonialStatus)),
    source: oneOf(Object.values(TestimonialSource)),
  },
  exportPath: '/api/admin/testimonials/export',
});

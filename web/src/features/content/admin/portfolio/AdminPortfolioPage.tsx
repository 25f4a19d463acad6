import { Button } from 'antd';
import { useState } from 'react';
import {
  getListAdminPortfolioQueryKey,
  useListAdminPortfolio,
} from '../../../../api/generated/admin-content/admin-content';
import type { AdminPortfolioItemDto, PortfolioCategory } from '../../../../api/generated/model';
import { ADMIN_PATHS, PORTFOLIO_CATEGORY_LABELS } from '../../../../constants/admin';
import { AdminTableLayout } from '../../../../components/admin-table/AdminTableLayout';
import { BooleanFilterSelect, FilterSelect, filterOptions } from '../../../../components/admin-table/FilterSelect';
import { PortfolioFormDrawer } from './PortfolioFormDrawer';
import { portfolioTable } from './portfolio-search';
import { PortfolioTable } from './PortfolioTable';
import { useAdminTable } from '../../../../components/admin-table/useAdminTable';

const CATEGORY_OPTIONS = filterOptions<PortfolioCategory>('All categories', PORTFOLIO_CATEGORY_LABELS);
const ACTIVE_OPTIONS = filterOptions('Shown and hidden', { true: 'Shown on the site', false: 'Hidden' });

/** The drawer's state: closed, a new case study, or one being edited. */
type Editing = { open: false } | { open: true; item?: AdminPortfolioItemDto };

/**
 * /admin1/portfolio: the case studies, paged, sorted and filtered by the server (state in the URL),
 * with adding, editing, showing/hiding and deleting.
 */
export function AdminPortfolioPage() {
  const { search, update, layout, grid } = useAdminTable({
    meta: { title: 'Portfolio', description: 'Inspivision back office: case studies.' },
    table: portfolioTable,
    route: '/admin1/_panel/portfolio',
    path: ADMIN_PATHS.portfolio,
    useList: useListAdminPortfolio,
    queryKey: getListAdminPortfolioQueryKey,
  });
  const [editing, setEditing] = useState<Editing>({ open: false });

  return (
    <>
      <AdminTableLayout
        {...layout}
        title="Portfolio"
        actions={
          <Button type="primary" onClick={() => setEditing({ open: true })}>
            Add case study
          </Button>
        }
        searchLabel="Search case studies"
        searchPlaceholder="Search by title, client or industry"
        errorTitle="Could not load the case studies"
        filters={
          <>
            <FilterSelect<PortfolioCategory>
              label="Category"
              value={search.serviceCategory}
              options={CATEGORY_OPTIONS}
              onChange={(serviceCategory) => update({ serviceCategory })}
            />
            <BooleanFilterSelect
              label="Visibility"
              value={search.isActive}
              options={ACTIVE_OPTIONS}
              onChange={(isActive) => update({ isActive })}
            />
          </>
        }
      >
        <PortfolioTable {...grid} onEdit={(item) => setEditing({ open: true, item })} />
      </AdminTableLayout>
      <PortfolioFormDrawer
        open={editing.open}
        item={editing.open ? editing.item : undefined}
        onClose={() => setEditing({ open: false })}
      />
    </>
  );
}

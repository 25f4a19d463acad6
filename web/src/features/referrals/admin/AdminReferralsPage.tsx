import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import {
  getListAdminReferralsQueryKey,
  useListAdminReferrals,
} from '../../../api/generated/admin-referrals/admin-referrals';
import type { AdminReferralDto, ListAdminReferralsSortBy } from '../../../api/generated/model';
import {
  actionsColumn,
  dateTimeCell,
  personCell,
  WIDE_SCREENS_ONLY,
} from '../../../components/admin-table/admin-columns';
import { AdminDataTable } from '../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../components/admin-table/AdminTableLayout';
import { BooleanFilterSelect } from '../../../components/admin-table/FilterSelect';
import { useAdminTable } from '../../../components/admin-table/useAdminTable';
import { ADMIN_PATHS } from '../../../constants/admin';
import { formatWholeNumber as count } from '../../../lib/number-text';
import { formatCents } from '../../billing/money';
import { AdminReferralDrawer, ReferralStatusTag } from './AdminReferralDrawer';
import { referralsTable } from './referrals-search';

const money = (cents: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatCents(cents)}</span>;

/** /admin1/referrals: every referral code with its figures, paged, sorted and filtered by the server. */
export function AdminReferralsPage() {
  const admin = useAdminTable({
    meta: { title: 'Referrals', description: 'Inspivision back office: referral codes.' },
    table: referralsTable,
    route: '/admin1/_panel/referrals',
    path: ADMIN_PATHS.referrals,
    useList: useListAdminReferrals,
    queryKey: getListAdminReferralsQueryKey,
  });
  const { search, update, sortable, compact } = admin;
  const [open, setOpen] = useState<AdminReferralDto | null>(null);

  const columns: ColumnsType<AdminReferralDto> = [
    {
      title: 'Referrer',
      ...sortable('referrer'),
      render: (_value: unknown, row) => personCell(row.referrer.name, row.referrer.email),
    },
    {
      title: 'Code',
      dataIndex: 'code',
      ...sortable('code'),
      render: (code: string) => <code style={{ whiteSpace: 'nowrap' }}>{code}</code>,
    },
    {
      title: 'Status',
      dataIndex: 'isActive',
      key: 'status',
      render: (isActive: boolean) => <ReferralStatusTag isActive={isActive} />,
    },
    { title: 'Visits', dataIndex: 'visits', ...sortable('visits'), align: 'right', render: count },
    { title: 'Sign-ups', dataIndex: 'signUps', ...sortable('signUps'), align: 'right', render: count },
    { title: 'Conversions', dataIndex: 'conversions', ...sortable('conversions'), align: 'right', render: count },
    {
      title: 'Credits earned',
      dataIndex: 'creditsEarnedCents',
      ...sortable('creditsEarnedCents'),
      align: 'right',
      render: money,
    },
    {
      title: 'Available',
      dataIndex: 'creditsAvailableCents',
      ...sortable('creditsAvailableCents'),
      align: 'right',
      render: money,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      responsive: WIDE_SCREENS_ONLY,
      render: dateTimeCell,
    },
    actionsColumn<AdminReferralDto>(
      compact,
      (row) => (
        <Button size="small" aria-label={`View referral code ${row.code}`} onClick={() => setOpen(row)}>
          View
        </Button>
      ),
      'Details',
    ),
  ];

  return (
    <>
      <AdminTableLayout
        {...admin.layout}
        title="Referrals"
        searchLabel="Search referrals"
        searchPlaceholder="Search code, referrer name or e-mail"
        errorTitle="Could not load the referral codes"
        filters={
          <BooleanFilterSelect
            label="Status"
            value={search.isActive}
            options={[
              { value: 'all', label: 'All codes' },
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Deactivated' },
            ]}
            onChange={(isActive) => update({ isActive })}
          />
        }
      >
        <AdminDataTable<AdminReferralDto, ListAdminReferralsSortBy>
          {...admin.grid}
          columns={columns}
          noun={['referral code', 'referral codes']}
          emptyText="No referral codes yet: a client gets one when they first open Refer a Friend."
        />
      </AdminTableLayout>
      <AdminReferralDrawer referral={open} onClose={() => setOpen(null)} />
    </>
  );
}

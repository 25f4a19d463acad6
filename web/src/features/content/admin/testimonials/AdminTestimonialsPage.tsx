import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import {
  getListAdminTestimonialsQueryKey,
  useListAdminTestimonials,
  useModerateTestimonial,
} from '../../../../api/generated/admin-testimonials/admin-testimonials';
import type {
  AdminTestimonialDto,
  ListAdminTestimonialsSortBy,
  ModerateTestimonialDto,
  TestimonialSource,
  TestimonialStatus,
} from '../../../../api/generated/model';
import { ADMIN_PATHS } from '../../../../constants/admin';
import {
  actionsColumn,
  dateTimeCell,
  ellipsis,
  optional,
  statusTag,
  type StatusLabels,
  WIDE_SCREENS_ONLY,
} from '../../../../components/admin-table/admin-columns';
import { AdminDataTable } from '../../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../../components/admin-table/AdminTableLayout';
import { serverMessage } from '../../../../components/admin/api-error';
import { FilterSelect, filterOptions } from '../../../../components/admin-table/FilterSelect';
import { RequestFeedbackDialog } from './RequestFeedbackDialog';
import { testimonialsTable } from './testimonials-search';
import { useAdminTable } from '../../../../components/admin-table/useAdminTable';

export const TESTIMONIAL_STATUS_LABELS: StatusLabels<TestimonialStatus> = {
  pending: { label: 'Pending', color: 'gold' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};
export const TESTIMONIAL_SOURCE_LABELS: Record<TestimonialSource, string> = {
  website: 'Website form',
  'post-payment': 'Feedback link',
};

const STATUS_OPTIONS = filterOptions('All statuses', TESTIMONIAL_STATUS_LABELS);
const SOURCE_OPTIONS = filterOptions('All sources', TESTIMONIAL_SOURCE_LABELS);

/**
 * /admin1/testimonials: every testimonial, newest first, to approve or reject and to publish or
 * unpublish; a feedback request e-mails a client a secure link for one of their projects or invoices.
 */
export function AdminTestimonialsPage() {
  const { search, update, compact, sortable, layout, grid } = useAdminTable({
    meta: { title: 'Testimonials', description: 'Inspivision back office: testimonials moderation.' },
    table: testimonialsTable,
    route: '/admin1/_panel/testimonials',
    path: ADMIN_PATHS.testimonials,
    useList: useListAdminTestimonials,
    queryKey: getListAdminTestimonialsQueryKey,
  });
  const [requesting, setRequesting] = useState(false);

  const columns: ColumnsType<AdminTestimonialDto> = [
    {
      title: 'Received',
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      responsive: WIDE_SCREENS_ONLY,
      render: dateTimeCell,
    },
    {
      title: 'Author',
      dataIndex: 'name',
      ...sortable('name'),
      // Where it came from sits under the author: one column fewer on a 1366 px laptop.
      render: (name: string, row) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{name}</Typography.Text>
          {row.company ? <Typography.Text type="secondary">{row.company}</Typography.Text> : null}
          <SourceDetails row={row} />
        </Flex>
      ),
    },
    {
      title: 'Rating',
      dataIndex: 'rating',
      align: 'right',
      ...sortable('rating'),
      render: (rating: number) => <span aria-label={`${rating} out of 5`}>{rating}/5</span>,
    },
    { title: 'Testimonial', dataIndex: 'content', key: 'content', render: ellipsis(240) },
    {
      title: 'Service',
      dataIndex: 'serviceCategory',
      key: 'serviceCategory',
      responsive: WIDE_SCREENS_ONLY,
      render: optional(ellipsis(160)),
    },
    { title: 'Status', dataIndex: 'status', key: 'status', render: statusTag(TESTIMONIAL_STATUS_LABELS) },
    {
      title: 'On the site',
      key: 'isPublic',
      render: (_value, row) => <OnSiteTag row={row} />,
    },
    actionsColumn<AdminTestimonialDto>(compact, (row) => <ModerationActions row={row} />),
  ];

  return (
    <>
      <AdminTableLayout
        {...layout}
        title="Testimonials"
        actions={
          <Button type="primary" onClick={() => setRequesting(true)}>
            Request feedback
          </Button>
        }
        searchLabel="Search testimonials"
        searchPlaceholder="Search name, company, text or e-mail"
        errorTitle="Could not load the testimonials"
        filters={
          <>
            <FilterSelect<TestimonialStatus>
              label="Status"
              value={search.status}
              options={STATUS_OPTIONS}
              onChange={(status) => update({ status })}
            />
            <FilterSelect<TestimonialSource>
              label="Source"
              value={search.source}
              options={SOURCE_OPTIONS}
              onChange={(source) => update({ source })}
            />
          </>
        }
      >
        <AdminDataTable<AdminTestimonialDto, ListAdminTestimonialsSortBy>
          {...grid}
          columns={columns}
          noun={['testimonial', 'testimonials']}
          emptyText="No testimonials yet."
        />
      </AdminTableLayout>
      <RequestFeedbackDialog open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}

/** Whether visitors see it, and if not, why. */
/** Where a testimonial came from: the form or the e-mailed link, its account and project or invoice. */
function SourceDetails({ row }: { row: AdminTestimonialDto }) {
  return (
    <>
      <Tag style={{ width: 'fit-content' }}>{TESTIMONIAL_SOURCE_LABELS[row.source]}</Tag>
      {row.userEmail ? <Typography.Text type="secondary">{row.userEmail}</Typography.Text> : null}
      {row.projectTitle || row.invoiceNumber ? (
        <Typography.Text type="secondary">{row.projectTitle ?? `Invoice ${row.invoiceNumber}`}</Typography.Text>
      ) : null}
    </>
  );
}

function OnSiteTag({ row }: { row: AdminTestimonialDto }) {
  if (row.isPublic) return <Tag color="green">Shown</Tag>;
  const reason = row.status !== 'approved' ? 'not approved' : !row.isActive ? 'unpublished' : 'no consent to show it';
  // The reason on its own lines, under the tag: the column stays narrow (1366 px laptops).
  return (
    <Flex vertical gap={2} style={{ maxWidth: 120 }}>
      <Tag style={{ width: 'fit-content' }}>Hidden</Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {reason}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The actions that change something for this row: a pending one can be approved or rejected, a
 * rejected one approved, an approved one rejected and published or unpublished (only approved
 * testimonials reach the site, so publishing means nothing before approval). A toast says what
 * was done; then the table reloads.
 */
function ModerationActions({ row }: { row: AdminTestimonialDto }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const moderate = useModerateTestimonial();
  const [running, setRunning] = useState<string | null>(null);
  // "Maria G." already ends the sentence.
  const from = `the testimonial from ${row.name.replace(/\.+$/, '')}`;

  const run = async (key: string, data: ModerateTestimonialDto, done: string) => {
    setRunning(key);
    try {
      await moderate.mutateAsync({ id: row.id, data });
      message.success(`${done} ${from}.`);
    } catch (error) {
      message.error(serverMessage(error, `Could not update ${from}.`));
    } finally {
      setRunning(null);
    }
    // Every cached page (any filters) may hold this row.
    await queryClient.invalidateQueries({ queryKey: [getListAdminTestimonialsQueryKey()[0]] });
  };

  const button = (key: string, label: string, data: ModerateTestimonialDto, done: string) => (
    <Button
      size="small"
      aria-label={`${label} the testimonial from ${row.name}`}
      loading={running === key}
      disabled={running !== null && running !== key}
      onClick={() => void run(key, data, done)}
    >
      {label}
    </Button>
  );

  const approved = row.status === 'approved';
  return (
    <Flex gap={6} justify="flex-end" wrap={false}>
      {!approved && button('approve', 'Approve', { status: 'approved' }, 'Approved')}
      {row.status !== 'rejected' && button('reject', 'Reject', { status: 'rejected' }, 'Rejected')}
      {approved &&
        (row.isActive
          ? button('unpublish', 'Unpublish', { isActive: false }, 'Unpublished')
          : button('publish', 'Publish', { isActive: true }, 'Published'))}
    </Flex>
  );
}

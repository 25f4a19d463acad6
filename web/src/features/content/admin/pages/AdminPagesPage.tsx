import { Link } from '@tanstack/react-router';
import { Alert, Button, Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useListAdminPages } from '../../../../api/generated/admin-content/admin-content';
import type { AdminPageSummaryDto } from '../../../../api/generated/model';
import { PAGE_LIMITS } from '../../../../constants/admin';
import { usePrivatePageTitle } from '../../../../lib/head';
import { dateTimeCell, ellipsis, optional } from '../../../../components/admin-table/admin-columns';
import { serverMessage } from '../../../../components/admin/api-error';

/** The public address of a page ("home" is the site's root). */
export const publicPath = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);

const COLUMNS: ColumnsType<AdminPageSummaryDto> = [
  {
    title: 'Page',
    dataIndex: 'slug',
    key: 'slug',
    render: (slug: string) => (
      <Link to="/admin1/pages/$slug" params={{ slug }} preload={false} aria-label={`Edit the ${slug} page`}>
        {publicPath(slug)}
      </Link>
    ),
  },
  { title: 'Title', dataIndex: 'title', key: 'title', render: ellipsis(240) },
  {
    title: 'Meta description',
    dataIndex: 'metaDescription',
    key: 'metaDescription',
    render: optional(ellipsis(240), 'None'),
  },
  {
    title: 'Published',
    dataIndex: 'isPublished',
    key: 'isPublished',
    render: (published: boolean) => (published ? <Tag color="green">Published</Tag> : <Tag>Hidden</Tag>),
  },
  { title: 'Updated', dataIndex: 'updatedAt', key: 'updatedAt', render: dateTimeCell },
  {
    title: 'Actions',
    key: 'actions',
    align: 'right',
    render: (_value, page) => (
      <Link to="/admin1/pages/$slug" params={{ slug: page.slug }} preload={false}>
        Edit
      </Link>
    ),
  },
];

/** /admin1/pages: the site's static pages (fixed routes) with their SEO title and description. */
export function AdminPagesPage() {
  usePrivatePageTitle('Pages · Back Office', 'Inspivision back office: pages.');
  const pages = useListAdminPages();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Pages
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Each page’s title and meta description (at most {PAGE_LIMITS.metaDescription} characters) are what search
        engines show; the content holds the page’s texts.
      </Typography.Paragraph>
      <Card>
        {pages.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Could not load the pages"
            description={serverMessage(pages.error, 'Please try again.')}
            action={<Button onClick={() => void pages.refetch()}>Retry</Button>}
            style={{ marginBottom: 16 }}
          />
        )}
        <Table<AdminPageSummaryDto>
          rowKey="slug"
          columns={COLUMNS}
          dataSource={pages.data ?? []}
          loading={pages.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </>
  );
}

import { Alert, Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { serviceCategoryLabel } from '../../constants/services';
import type { ServiceDto } from '../../api/generated/model';
import type { ServicesPageQuery } from './useServicesPage';

const COLUMNS: ColumnsType<ServiceDto> = [
  { title: 'Order', dataIndex: 'orderIndex', key: 'orderIndex', width: 80 },
  { title: 'Title', dataIndex: 'title', key: 'title' },
  {
    title: 'Category',
    dataIndex: 'category',
    key: 'category',
    render: (category: string) => <Tag color="geekblue">{serviceCategoryLabel(category)}</Tag>,
  },
  { title: 'Short description', dataIndex: 'shortDescription', key: 'shortDescription', ellipsis: true },
  {
    title: 'Features',
    dataIndex: 'features',
    key: 'features',
    width: 100,
    render: (features: string[]) => features.length,
  },
];

export function ServicesTable({ query }: { query: ServicesPageQuery }) {
  const { data, isPending, isFetching, isError, error, refetch, page, pageSize, onPageChange } = query;

  if (isError && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load services"
        description={error?.message}
        action={<Button onClick={() => refetch()}>Retry</Button>}
      />
    );
  }

  return (
    <Table<ServiceDto>
      rowKey="id"
      columns={COLUMNS}
      dataSource={data?.items ?? []}
      loading={isPending || isFetching}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        onChange: onPageChange,
      }}
    />
  );
}

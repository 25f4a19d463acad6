import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListAdminPortfolioQueryKey,
  useActivatePortfolioItem,
  useDeactivatePortfolioItem,
  useDeletePortfolioItem,
} from '../../../../api/generated/admin-content/admin-content';
import type {
  AdminPortfolioItemDto,
  ListAdminPortfolioSortBy,
  PortfolioCategory,
} from '../../../../api/generated/model';
import { PORTFOLIO_CATEGORY_LABELS } from '../../../../constants/admin';
import { actionsColumn, dateTimeCell, optional } from '../../../../components/admin-table/admin-columns';
import { AdminDataTable, sortableColumn } from '../../../../components/admin-table/AdminDataTable';
import { serverMessage } from '../../../../components/admin/api-error';
import { portfolioTable, type PortfolioSearch } from './portfolio-search';

export interface PortfolioTableProps {
  search: PortfolioSearch;
  data: { items: AdminPortfolioItemDto[]; total: number } | undefined;
  loading: boolean;
  filtered: boolean;
  compact: boolean;
  onChange: (patch: Partial<PortfolioSearch>) => void;
  onClearFilters: () => void;
  onEdit: (item: AdminPortfolioItemDto) => void;
}

/** Every cached page of the list (any filters) may hold a changed row. */
function useReloadList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [getListAdminPortfolioQueryKey()[0]] });
}

export function PortfolioTable({ onEdit, ...grid }: PortfolioTableProps) {
  const sortable = (field: ListAdminPortfolioSortBy) => sortableColumn(grid.search, field, portfolioTable.defaultSort);
  const columns: ColumnsType<AdminPortfolioItemDto> = [
    {
      title: 'Title',
      ...sortable('title'),
      render: (_value, item) => (
        <Flex vertical style={{ maxWidth: 320 }}>
          <Typography.Text strong>{item.title}</Typography.Text>
          {item.clientName && <Typography.Text type="secondary">{item.clientName}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Category',
      dataIndex: 'serviceCategory',
      ...sortable('serviceCategory'),
      render: (category: PortfolioCategory) => <Tag color="geekblue">{PORTFOLIO_CATEGORY_LABELS[category]}</Tag>,
    },
    { title: 'Industry', dataIndex: 'industry', key: 'industry', render: optional((industry: string) => industry) },
    {
      title: 'On the site',
      key: 'isActive',
      render: (_value, item) => <ActiveSwitch item={item} />,
    },
    {
      title: 'Updated',
      dataIndex: 'updatedAt',
      ...sortable('updatedAt'),
      render: dateTimeCell,
    },
    actionsColumn<AdminPortfolioItemDto>(grid.compact, (item) => (
      <Flex gap={8} justify="end">
        <Button size="small" onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`}>
          Edit
        </Button>
        <DeleteAction item={item} />
      </Flex>
    )),
  ];

  return (
    <AdminDataTable<AdminPortfolioItemDto, ListAdminPortfolioSortBy>
      {...grid}
      columns={columns}
      sortFields={portfolioTable.sortFields}
      noun={['case study', 'case studies']}
      emptyText="No case studies yet."
    />
  );
}

/** Shows or hides a case study on the site at once. */
function ActiveSwitch({ item }: { item: AdminPortfolioItemDto }) {
  const { message } = App.useApp();
  const reload = useReloadList();
  const activate = useActivatePortfolioItem();
  const deactivate = useDeactivatePortfolioItem();
  const toggle = async (active: boolean) => {
    try {
      await (active ? activate : deactivate).mutateAsync({ id: item.id });
      message.success(active ? `“${item.title}” is shown on the site.` : `“${item.title}” is hidden from the site.`);
      await reload();
    } catch (error) {
      message.error(serverMessage(error, 'Could not change the case study.'));
    }
  };
  return (
    <Switch
      checked={item.isActive}
      loading={activate.isPending || deactivate.isPending}
      checkedChildren="Active"
      unCheckedChildren="Hidden"
      aria-label={`Show ${item.title} on the site`}
      onChange={(checked) => void toggle(checked)}
    />
  );
}

function DeleteAction({ item }: { item: AdminPortfolioItemDto }) {
  const { message } = App.useApp();
  const reload = useReloadList();
  const remove = useDeletePortfolioItem();
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: item.id });
      message.success(`“${item.title}” is deleted.`);
      await reload();
    } catch (error) {
      message.error(serverMessage(error, 'Could not delete the case study.'));
    }
  };
  return (
    <Popconfirm
      title="Delete this case study?"
      description={<div style={{ maxWidth: 280 }}>It is removed for good. To keep it for later, hide it instead.</div>}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelButtonProps={{ autoFocus: true }}
      onConfirm={confirm}
    >
      <Button size="small" danger loading={remove.isPending} aria-label={`Delete ${item.title}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}

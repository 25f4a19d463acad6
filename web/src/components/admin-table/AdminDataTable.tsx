import { Button, Empty, Skeleton, Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZE_OPTIONS } from '../../constants/admin';
import type { SortOrder, TableSearchBase } from './table-search';

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A timestamp as staff read it (their own time zone), in a <time> element; "—" when absent. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const date = value ? new Date(value) : undefined;
  if (!value || !date || Number.isNaN(date.getTime())) return <span aria-label="none">—</span>;
  return <time dateTime={value}>{DATE_TIME_FORMAT.format(date)}</time>;
}

/** Clicking a sorted column flips its order; the order never "clears" (the server always sorts). */
const SORT_DIRECTIONS: Array<'ascend' | 'descend'> = ['ascend', 'descend', 'ascend'];

/** A server-sorted column's props: its sort state comes from the URL (the default order shows too). */
export function sortableColumn<SortField extends string>(
  search: TableSearchBase<SortField>,
  field: SortField,
  defaultSort: { sortBy: SortField; sortOrder: SortOrder },
) {
  const sortBy = search.sortBy ?? defaultSort.sortBy;
  const order = sortBy !== field ? null : (search.sortOrder ?? defaultSort.sortOrder) === 'asc' ? 'ascend' : 'descend';
  return { key: field, sorter: true, sortOrder: order as 'ascend' | 'descend' | null, sortDirections: SORT_DIRECTIONS };
}

export interface AdminDataTableProps<Row, SortField extends string> {
  columns: ColumnsType<Row>;
  search: TableSearchBase<SortField>;
  sortFields: readonly SortField[];
  data: { items: Row[]; total: number } | undefined;
  loading: boolean;
  filtered: boolean;
  compact: boolean;
  /** The rows' name, singular and plural ("message", "messages"). */
  noun: [string, string];
  /** The empty state without filters, e.g. "No messages yet." */
  emptyText: string;
  onChange: (patch: Partial<TableSearchBase<SortField>>) => void;
  onClearFilters: () => void;
  rowKey?: string;
}

/**
 * An admin table paged and sorted by the server: antd's pagination and column sorters write into
 * the URL state; a skeleton stands in until the first page arrives; the empty state tells "nothing
 * yet" from "nothing matches" (with a way to clear the filters). Wide tables scroll sideways on a phone.
 */
export function AdminDataTable<Row extends object, SortField extends string>({
  columns,
  search,
  sortFields,
  data,
  loading,
  filtered,
  compact,
  noun,
  emptyText,
  onChange,
  onClearFilters,
  rowKey = 'id',
}: AdminDataTableProps<Row, SortField>) {
  const handleChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row>;
      const field = sortFields.find((name) => name === columnKey);
      onChange({
        sortBy: order && field ? field : undefined,
        sortOrder: order && field ? (order === 'ascend' ? 'asc' : 'desc') : undefined,
        page: undefined,
      });
      return;
    }
    if (action === 'paginate') {
      const pageSize = pagination.pageSize ?? search.pageSize;
      const sizeChanged = pageSize !== (search.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE);
      onChange({ page: sizeChanged ? undefined : pagination.current, pageSize });
    }
  };

  const firstLoad = loading && !data;
  return (
    <Table<Row>
      rowKey={rowKey}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading && !firstLoad}
      aria-busy={loading}
      size={compact ? 'small' : 'middle'}
      scroll={{ x: 'max-content' }}
      onChange={handleChange}
      showSorterTooltip={{ target: 'sorter-icon' }}
      locale={{
        emptyText: firstLoad ? (
          <Skeleton active title={false} paragraph={{ rows: 5 }} aria-label={`Loading ${noun[1]}`} />
        ) : loading ? (
          <div style={{ height: 120 }} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? `No ${noun[1]} match these filters.` : emptyText}
          >
            {filtered && <Button onClick={onClearFilters}>Clear filters</Button>}
          </Empty>
        ),
      }}
      pagination={{
        current: search.page ?? 1,
        pageSize: search.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE,
        total: data?.total ?? 0,
        pageSizeOptions: ADMIN_PAGE_SIZE_OPTIONS.map(String),
        showSizeChanger: true,
        hideOnSinglePage: false,
        size: compact ? 'small' : 'medium',
        showTotal: (total, [from, to]) => `${from}–${to} of ${total} ${total === 1 ? noun[0] : noun[1]}`,
      }}
    />
  );
}

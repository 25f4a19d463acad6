import { Link } from '@tanstack/react-router';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import '../../../styles/utilities.css';
import { serverMessage } from '../../../components/admin/api-error';
import type { ChartPoint } from './DashboardCharts';

// The chart library loads with the first chart shown, after the dashboard's first paint (its own chunk).
const charts = () => import('./DashboardCharts');
const CHARTS = {
  leads: lazy(() => charts().then((module) => ({ default: module.LeadsPerWeekChart }))),
  revenue: lazy(() => charts().then((module) => ({ default: module.RevenueChart }))),
  funnel: lazy(() => charts().then((module) => ({ default: module.FunnelChart }))),
};
export type ChartKind = keyof typeof CHARTS;

/** What a widget reads from its generated query hook. */
export interface WidgetQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * One widget: its title, then a skeleton while loading, an alert with Retry on failure, `emptyText` when
 * `isEmpty` says the period has nothing, else `children` with the data.
 */
export function DashboardCard<Data>({
  title,
  query,
  isEmpty,
  emptyText,
  extra,
  children,
}: {
  title: string;
  query: WidgetQuery<Data>;
  isEmpty?: (data: Data) => boolean;
  emptyText?: string;
  extra?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const headingId = useId();
  let body: ReactNode;
  if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`Could not load ${title.toLowerCase()}`}
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        }
      />
    );
  } else if (query.data === undefined) {
    body = <Skeleton active aria-label={`Loading ${title.toLowerCase()}`} />;
  } else if (isEmpty?.(query.data)) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  } else {
    body = children(query.data);
  }
  return (
    <Card
      title={
        <h2 id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </h2>
      }
      extra={extra}
      // A section per widget: screen-reader users move between them by landmark or heading.
      role="region"
      aria-labelledby={headingId}
      aria-busy={query.isFetching}
      style={{ height: '100%' }}
    >
      {body}
    </Card>
  );
}

/**
 * A chart with its text alternative: the canvas is a picture named `label` whose description is a
 * table (hidden from sight, read by screen readers) of every value it draws, `columns` across, one row per x.
 */
export function ChartFrame({
  kind,
  label,
  data,
  rowHeader,
  columns,
  format = (value) => value.toLocaleString('en-US'),
}: {
  kind: ChartKind;
  label: string;
  data: ChartPoint[];
  /** What the rows are: "Week", "Month", "Step". */
  rowHeader: string;
  /** The series, in the table's column order. */
  columns: string[];
  format?: (value: number) => string;
}) {
  const tableId = useId();
  const Chart = CHARTS[kind];
  const rows = [...new Set(data.map((point) => point.x))];
  const valueOf = (x: string, series: string) => data.find((point) => point.x === x && point.series === series);
  return (
    <>
      <div role="img" aria-label={label} aria-describedby={tableId} style={{ minHeight: 260 }}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
          <Chart data={data} />
        </Suspense>
      </div>
      <table id={tableId} className="visually-hidden">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((x) => (
            <tr key={x}>
              <th scope="row">{x}</th>
              {columns.map((column) => {
                const point = valueOf(x, column);
                return <td key={column}>{point ? format(point.value) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Where a figure leads: an admin table's path and the filters to open it with. */
export interface TableTarget {
  to: string;
  search: Record<string, string | boolean | undefined>;
}

/** A link to the table behind a figure, its filters in the URL. */
export function TableLink({ target, label, children }: { target: TableTarget; label?: string; children: ReactNode }) {
  // The targets are admin table routes built in dashboard-links.ts; their searches are those tables' URL state.
  const props = { to: target.to, search: target.search } as unknown as Parameters<typeof Link>[0];
  return (
    <Link {...props} aria-label={label}>
      {children}
    </Link>
  );
}

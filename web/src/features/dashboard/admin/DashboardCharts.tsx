/**
 * The dashboard's charts (@ant-design/plots, canvas). Only AdminDashboardPage imports this file, through
 * React.lazy: the chart library is a chunk of its own, fetched after the dashboard's first paint. The charts
 * are pictures; each one's figures are also a table for screen readers (ChartFrame in DashboardCard.tsx).
 */
import { Column, Funnel } from '@ant-design/plots';

const HEIGHT = 260;
const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

export interface ChartPoint {
  /** The x value's label: a week, a month, a step. */
  x: string;
  /** The series (a kind of lead, gross/refunded/net); the colour has a legend too. */
  series: string;
  value: number;
}

/** Leads per week, one column per week stacked by kind. */
export function LeadsPerWeekChart({ data }: { data: ChartPoint[] }) {
  return (
    <Column
      data={data}
      xField="x"
      yField="value"
      colorField="series"
      stack
      height={HEIGHT}
      autoFit
      axis={{ y: { labelFormatter: (value: number) => value.toLocaleString('en-US') } }}
      legend={{ color: { position: 'top' } }}
    />
  );
}

/** Money per month: received, refunded and net side by side (in dollars). */
export function RevenueChart({ data }: { data: ChartPoint[] }) {
  return (
    <Column
      data={data}
      xField="x"
      yField="value"
      colorField="series"
      group
      height={HEIGHT}
      autoFit
      axis={{ y: { labelFormatter: dollars } }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: dollars }] }}
      legend={{ color: { position: 'top' } }}
    />
  );
}

/** The funnel's steps, widest first, each with its count. */
export function FunnelChart({ data }: { data: ChartPoint[] }) {
  return (
    <Funnel
      data={data}
      xField="x"
      yField="value"
      height={HEIGHT}
      autoFit
      legend={false}
      label={{ text: (datum: ChartPoint) => `${datum.x}: ${datum.value.toLocaleString('en-US')}` }}
    />
  );
}

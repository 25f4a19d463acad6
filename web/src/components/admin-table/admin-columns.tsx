import { Flex, Tag, Typography, type Breakpoint } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { DateTime } from './AdminDataTable';
import { EllipsisText } from './EllipsisText';

/** A name or e-mail address beyond this is cut: the tables fit a 1366 px laptop window. */
const PERSON_MAX_WIDTH = 220;
/** Columns shown from this width on only (antd breakpoints): below it, the row's drawer has them. */
export const WIDE_SCREENS_ONLY: Breakpoint[] = ['xxl'];

/** An empty cell's placeholder, in grey: an em dash unless told otherwise. */
export function NoValue({ children = '—' }: { children?: ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}

/** A cell that may be empty: `render` when it has a value, else the placeholder. */
export const optional =
  <T,>(render: (value: T) => ReactNode, placeholder?: string) =>
  (value: T | null | undefined) =>
    value ? render(value) : <NoValue>{placeholder}</NoValue>;

/** Text kept on one line. */
export const noWrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** Long text cut to one line (the whole of it in a tooltip). */
export const ellipsis = (maxWidth: number, type?: 'secondary' | 'danger') => (text: string) => (
  <EllipsisText text={text} maxWidth={maxWidth} type={type} />
);

/** A status's label and colour. */
export type StatusLabels<Status extends string> = Record<Status, { label: string; color?: string }>;

/** A status as a coloured tag, from its label map (an unknown status shows as it is). */
export const statusTag =
  <Status extends string>(labels: StatusLabels<Status>) =>
  (status: Status) => {
    const known = labels[status] as StatusLabels<Status>[Status] | undefined;
    return <Tag color={known?.color}>{known?.label ?? status}</Tag>;
  };

/** A timestamp cell (the staff's time zone; a dash when absent). */
export const dateTimeCell = (value: string | null | undefined) => <DateTime value={value} />;

/** A list of short labels (services, tags) as tags that wrap. */
export const tagsCell = (values: string[]) => (
  <Flex wrap gap={4} style={{ maxWidth: 280 }}>
    {values.map((value) => (
      <Tag key={value}>{value}</Tag>
    ))}
  </Flex>
);

/** A person: the name in bold over the e-mail address, each cut to the column (whole in a tooltip). */
export const personCell = (name: string, email: string) => (
  <Flex vertical>
    <EllipsisText text={name} maxWidth={PERSON_MAX_WIDTH} strong />
    <EllipsisText text={email} maxWidth={PERSON_MAX_WIDTH} type="secondary" />
  </Flex>
);

/**
 * The row actions, last: pinned to the right on a wide screen so they stay in view while the table
 * scrolls; on a phone the row scrolls as a whole.
 */
export function actionsColumn<Row>(
  compact: boolean,
  render: (row: Row) => ReactNode,
  title = 'Actions',
): ColumnType<Row> {
  return {
    title,
    key: 'actions',
    align: 'right',
    fixed: compact ? undefined : 'right',
    render: (_value: unknown, row: Row) => render(row),
  };
}

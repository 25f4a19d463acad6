import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { EllipsisText } from './EllipsisText';

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

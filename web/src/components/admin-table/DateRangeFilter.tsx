import { Flex, Input, Typography } from 'antd';
import { useFilterWidth } from './AdminTableLayout';
import { dayBounds, dayOf, localTimeZone } from './date-range';

export interface DateRangeFilterProps {
  /** What the dates are, e.g. "Received". */
  label: string;
  /** The range's instant bounds, as the URL holds them. */
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string; to?: string }) => void;
}

/** A date range filter: two labelled day inputs (the staff's days) kept as instants in the URL. */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const width = useFilterWidth();
  const [start, end] = [dayOf(from), dayOf(to)];
  const inputWidth = typeof width === 'number' ? 150 : width;
  return (
    <Flex gap={4} align="center" role="group" aria-label={`${label} (${localTimeZone()})`} style={{ width: 'auto' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Input
        type="date"
        aria-label={`${label} from`}
        value={start}
        max={end || undefined}
        onChange={(event) => onChange(dayBounds(event.target.value || undefined, end || undefined))}
        style={{ width: inputWidth }}
      />
      <Typography.Text type="secondary">to</Typography.Text>
      <Input
        type="date"
        aria-label={`${label} to`}
        value={end}
        min={start || undefined}
        onChange={(event) => onChange(dayBounds(start || undefined, event.target.value || undefined))}
        style={{ width: inputWidth }}
      />
    </Flex>
  );
}

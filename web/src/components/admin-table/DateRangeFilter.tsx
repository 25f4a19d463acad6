import { DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import '../../styles/utilities.css';
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

const DAY_FORMAT = 'YYYY-MM-DD';
const asDay = (key: string) => (key ? dayjs(key) : null);

/**
 * The date range filter of every admin table: antd's range picker (the staff's days, either end
 * optional) kept as instants in the URL.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  // Beside the selects on a laptop; a row of its own on a phone.
  const wide = typeof useFilterWidth() === 'number';
  const id = useId();
  const ids = { start: `${id}-from`, end: `${id}-to` };
  return (
    <Flex
      gap={6}
      align="center"
      role="group"
      aria-label={`${label} (${localTimeZone()})`}
      style={wide ? undefined : { width: '100%' }}
    >
      <Typography.Text type="secondary" aria-hidden>
        {label}
      </Typography.Text>
      {/* The picker's two inputs share its aria props: a label each says which end it is. */}
      <label htmlFor={ids.start} className="visually-hidden">
        {label} from
      </label>
      <label htmlFor={ids.end} className="visually-hidden">
        {label} to
      </label>
      <DatePicker.RangePicker
        id={ids}
        value={[asDay(dayOf(from)), asDay(dayOf(to))]}
        allowEmpty={[true, true]}
        format={DAY_FORMAT}
        placeholder={['From', 'To']}
        onChange={(days) =>
          onChange(dayBounds(days?.[0]?.format(DAY_FORMAT) || undefined, days?.[1]?.format(DAY_FORMAT) || undefined))
        }
        style={wide ? { width: 250 } : { flex: 1, minWidth: 0 }}
      />
    </Flex>
  );
}

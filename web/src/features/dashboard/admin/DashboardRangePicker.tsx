import { DatePicker, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import '../../../styles/utilities.css';
import { DASHBOARD_PRESETS, formatDay, presetOf } from './dashboard-range';
import { DASHBOARD_MAX_DAYS, daysInRange } from './dashboard-search';

const DAY_FORMAT = 'YYYY-MM-DD';
const CUSTOM = 'custom';

/**
 * The dashboard's period: a preset (last 30 days, this quarter, …) or any two days, New York days both
 * included. Every widget reads the range from the URL this writes.
 */
export function DashboardRangePicker({
  range,
  today,
  onChange,
}: {
  range: { from: string; to: string };
  /** The business's today (YYYY-MM-DD): presets end on it, later days cannot be picked. */
  today: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const id = useId();
  const ids = { start: `${id}-from`, end: `${id}-to` };
  const preset = presetOf(range, today) ?? CUSTOM;
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label="Period of the figures (New York days)">
      <Select
        aria-label="Period"
        value={preset}
        style={{ minWidth: 160 }}
        options={[
          ...DASHBOARD_PRESETS.map(({ key, label }) => ({ value: key, label })),
          { value: CUSTOM, label: 'Custom range', disabled: true },
        ]}
        onChange={(key: string) => {
          const chosen = DASHBOARD_PRESETS.find((candidate) => candidate.key === key);
          if (chosen) onChange(chosen.range(today));
        }}
      />
      {/* The picker's two inputs share its aria props: a label each says which end it is. */}
      <label htmlFor={ids.start} className="visually-hidden">
        From (first day)
      </label>
      <label htmlFor={ids.end} className="visually-hidden">
        To (last day, included)
      </label>
      <DatePicker.RangePicker
        id={{ start: ids.start, end: ids.end }}
        value={[dayjs(range.from), dayjs(range.to)]}
        format={DAY_FORMAT}
        allowClear={false}
        disabledDate={(day, info) => {
          const key = day.format(DAY_FORMAT);
          if (key > today) return true;
          // The API takes at most two years.
          const other = info.from?.format(DAY_FORMAT);
          if (!other) return false;
          const [first, last] = other < key ? [other, key] : [key, other];
          return daysInRange(first, last) > DASHBOARD_MAX_DAYS;
        }}
        onChange={(days) => {
          const from = days?.[0]?.format(DAY_FORMAT);
          const to = days?.[1]?.format(DAY_FORMAT);
          if (from && to) onChange({ from, to });
        }}
      />
      <Typography.Text type="secondary" aria-live="polite">
        {formatDay(range.from)} to {formatDay(range.to)}, New York time
      </Typography.Text>
    </Flex>
  );
}

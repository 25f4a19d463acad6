import { Select } from 'antd';
import { useFilterWidth } from './AdminTableLayout';

export interface FilterOption<T extends string> {
  value: T | 'all';
  label: string;
}

/** A filter's choices: "all" (no filter) first, then one per entry of a label map, in its order. */
export function filterOptions<T extends string>(
  all: string,
  labels: Record<T, string | { label: string }>,
): FilterOption<T>[] {
  return [
    { value: 'all', label: all },
    ...(Object.entries(labels) as [T, string | { label: string }][]).map(([value, label]) => ({
      value,
      label: typeof label === 'string' ? label : label.label,
    })),
  ];
}

export interface FilterSelectProps<T extends string> {
  /** The select's accessible name. */
  label: string;
  /** The filter's value; undefined is "all". */
  value: T | undefined;
  options: FilterOption<T>[];
  onChange: (value: T | undefined) => void;
}

/** A filter beside a table's search box; choosing "all" drops the filter. */
export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  const width = useFilterWidth();
  return (
    <Select<T | 'all'>
      aria-label={label}
      value={value ?? 'all'}
      options={options}
      onChange={(choice) => onChange(choice === 'all' ? undefined : choice)}
      style={{ width }}
    />
  );
}

/** A yes/no filter (its options keyed 'true' and 'false'). */
export function BooleanFilterSelect({
  value,
  onChange,
  ...props
}: Omit<FilterSelectProps<'true' | 'false'>, 'value' | 'onChange'> & {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <FilterSelect<'true' | 'false'>
      {...props}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      onChange={(choice) => onChange(choice === undefined ? undefined : choice === 'true')}
    />
  );
}

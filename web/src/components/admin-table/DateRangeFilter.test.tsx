import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setupUser, typeDay } from './admin-table-test-utils';
import { DateRangeFilter } from './DateRangeFilter';

/** The filter as a page uses it: the instants go up and come back as the URL holds them. */
function Harness({ onChange }: { onChange: (range: { from?: string; to?: string }) => void }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({
    from: new Date(2030, 2, 1).toISOString(),
  });
  return (
    <DateRangeFilter
      label="Received"
      from={range.from}
      to={range.to}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangeFilter', () => {
  it("is antd's range picker, each end labelled, and sends the chosen days as instant bounds", async () => {
    const user = setupUser();
    const changes: Array<{ from?: string; to?: string }> = [];
    render(<Harness onChange={(range) => changes.push(range)} />);

    const from = screen.getByLabelText('Received from');
    const to = screen.getByLabelText('Received to');
    expect(from.closest('.ant-picker-range')).not.toBeNull();
    expect(from).not.toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2030-03-01');
    expect(to).toHaveValue('');

    await typeDay('Received to', '2030-03-31');
    await waitFor(() =>
      expect(changes.at(-1)).toEqual({
        from: new Date(2030, 2, 1).toISOString(),
        // The last millisecond of the "to" day.
        to: new Date(new Date(2030, 3, 1).getTime() - 1).toISOString(),
      }),
    );
    expect(screen.getByRole('group', { name: /^Received \(/ })).toBeInTheDocument();

    // Clearing drops both bounds.
    await user.click(screen.getByRole('button', { name: /close-circle|clear/i }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ from: undefined, to: undefined }));
  });
});

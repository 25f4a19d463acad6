import { render, screen } from '@testing-library/react';
import { filterOptions } from './FilterSelect';
import { optional, statusTag } from './admin-columns';

describe('admin table cells', () => {
  it('shows a status as its label, and an unknown status as it is', () => {
    const tag = statusTag({ paid: { label: 'Paid', color: 'green' }, sent: { label: 'Sent' } });
    render(
      <>
        {tag('paid')}
        {tag('void' as 'paid')}
      </>,
    );
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('void')).toBeInTheDocument();
  });

  it('shows an empty cell as a dash (or the placeholder given), a filled one as rendered', () => {
    const cell = optional((value: string) => <b>{value}</b>, 'Not set');
    render(
      <>
        {cell('Acme')}
        {cell(null)}
        {optional((value: string) => value)(undefined)}
      </>,
    );
    expect(screen.getByText('Acme').tagName).toBe('B');
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('filterOptions', () => {
  it('offers "all" first, then each label in its map order', () => {
    expect(filterOptions('All statuses', { draft: 'Draft', paid: { label: 'Paid' } })).toEqual([
      { value: 'all', label: 'All statuses' },
      { value: 'draft', label: 'Draft' },
      { value: 'paid', label: 'Paid' },
    ]);
  });
});

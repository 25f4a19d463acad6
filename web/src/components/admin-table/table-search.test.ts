import { ADMIN_SEARCH_MAX_LENGTH } from '../../constants/admin';
import { booleanValue, defineTableSearch, oneOf, positiveInteger } from './table-search';

/** A table as a module would declare one: two sort fields, an enum filter and a yes/no filter. */
const invoices = defineTableSearch({
  sortFields: ['createdAt', 'total'] as const,
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  filters: { status: oneOf(['draft', 'sent', 'paid'] as const), overdue: booleanValue },
  exportPath: '/api/admin/invoices/export',
});

describe('defineTableSearch (the admin table kit: a table state kept in the URL)', () => {
  it('keeps what is valid, as the router hands it over (numbers or strings)', () => {
    expect(
      invoices.parse({ page: '3', pageSize: 50, search: ' acme ', status: 'paid', overdue: 'true', sortBy: 'total' }),
    ).toEqual({ page: 3, pageSize: 50, search: 'acme', status: 'paid', overdue: true, sortBy: 'total' });
    expect(invoices.parse({ sortBy: 'total', sortOrder: 'asc' })).toEqual({ sortBy: 'total', sortOrder: 'asc' });
  });

  it('drops what is malformed, unknown or a default, so a hand-edited URL never reaches the API as a 400', () => {
    expect(
      invoices.parse({
        page: 1,
        pageSize: 10,
        search: '  ',
        status: 'void',
        overdue: 'maybe',
        sortBy: 'password',
        sortOrder: 'sideways',
        admin: 'true',
      }),
    ).toEqual({});
    expect(invoices.parse({ page: 0, pageSize: 101 })).toEqual({});
    expect(invoices.parse({ page: 2.5 })).toEqual({});
    expect(invoices.parse({ sortOrder: 'asc' })).toEqual({});
    expect(invoices.parse({ search: 'x'.repeat(500) }).search).toHaveLength(ADMIN_SEARCH_MAX_LENGTH);
  });

  it('spells out every default in the list request, so each page has one cache entry', () => {
    expect(invoices.listParams({})).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(invoices.listParams({ page: 2, status: 'sent' })).toEqual({
      page: 2,
      pageSize: 10,
      status: 'sent',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('exports what the table shows: its search, filters and order, without paging', () => {
    const href = invoices.exportHref({ page: 4, search: 'acme & co', overdue: false, sortBy: 'total' });
    const [path, query] = href.split('?');
    expect(path).toBe('/api/admin/invoices/export');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      search: 'acme & co',
      overdue: 'false',
      sortBy: 'total',
      sortOrder: 'desc',
    });
    expect(invoices.exportHref({ status: 'sent' }, 'xlsx')).toBe(
      '/api/admin/invoices/export?status=sent&sortBy=createdAt&sortOrder=desc&format=xlsx',
    );
  });

  it('tells whether anything narrows the list, and clears the search and filters but not the order', () => {
    expect(invoices.hasFilters({ page: 3, sortBy: 'total' })).toBe(false);
    expect(invoices.hasFilters({ overdue: false })).toBe(true);
    expect(invoices.hasFilters({ search: 'acme' })).toBe(true);
    const cleared = { ...{ search: 'acme', status: 'paid' as const, sortBy: 'total' as const }, ...invoices.cleared() };
    expect(invoices.hasFilters(cleared)).toBe(false);
    expect(cleared.sortBy).toBe('total');
  });
});

describe('filter parsers', () => {
  it('positiveInteger takes whole numbers from 1 to the bound', () => {
    expect([positiveInteger('7'), positiveInteger(7, 5), positiveInteger('-1'), positiveInteger('1e3')]).toEqual([
      7,
      undefined,
      undefined,
      1000,
    ]);
  });

  it('booleanValue and oneOf leave anything else out', () => {
    expect([booleanValue('false'), booleanValue(true), booleanValue('yes')]).toEqual([false, true, undefined]);
    const color = oneOf(['red', 'blue'] as const);
    expect([color('red'), color('RED'), color(1)]).toEqual(['red', undefined, undefined]);
  });
});

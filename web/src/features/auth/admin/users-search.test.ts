import { safeAdminRedirect } from '../../../constants/admin';
import { hasUserFilters, parseUsersSearch, usersExportHref, usersListParams } from './users-search';

describe('parseUsersSearch (the Users table state in the URL)', () => {
  it('keeps valid values, as the router parses them', () => {
    expect(
      parseUsersSearch({
        page: 3,
        pageSize: 50,
        search: ' jane ',
        role: 'admin',
        emailVerified: false,
        isSuspended: 'true',
        sortBy: 'email',
        sortOrder: 'asc',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'jane',
      role: 'admin',
      emailVerified: false,
      isSuspended: true,
      sortBy: 'email',
      sortOrder: 'asc',
    });
  });

  it('drops malformed values and defaults, so the API never sees a bad request', () => {
    expect(
      parseUsersSearch({
        page: 1,
        pageSize: 10,
        search: '   ',
        role: 'owner',
        emailVerified: 'maybe',
        sortBy: 'password',
        sortOrder: 'asc',
      }),
    ).toEqual({});
    expect(parseUsersSearch({ page: -2, pageSize: 500 })).toEqual({});
    expect(parseUsersSearch({ page: 2.5, pageSize: '20' })).toEqual({ pageSize: 20 });
    expect(parseUsersSearch({ search: 'x'.repeat(150) }).search).toHaveLength(100);
    // An order without a field means nothing.
    expect(parseUsersSearch({ sortOrder: 'asc' })).toEqual({});
  });

  it('spells out the defaults in the list request (newest sign-ups first)', () => {
    expect(usersListParams({})).toEqual({
      page: 1,
      pageSize: 10,
      search: undefined,
      role: undefined,
      emailVerified: undefined,
      isSuspended: undefined,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('builds the CSV export link from the filters and order, without paging', () => {
    expect(usersExportHref({ page: 4, pageSize: 20 })).toBe('/api/admin/users/export?sortBy=createdAt&sortOrder=desc');
    expect(
      usersExportHref({
        page: 2,
        search: 'a&b',
        role: 'customer',
        emailVerified: false,
        sortBy: 'role',
        sortOrder: 'asc',
      }),
    ).toBe('/api/admin/users/export?search=a%26b&role=customer&emailVerified=false&sortBy=role&sortOrder=asc');
  });

  it('tells filtered views from the full list', () => {
    expect(hasUserFilters({ page: 2, sortBy: 'email' })).toBe(false);
    expect(hasUserFilters({ isSuspended: false })).toBe(true);
  });
});

describe('safeAdminRedirect', () => {
  it.each([
    ['/admin1/users?role=admin', '/admin1/users?role=admin'],
    ['/admin1', '/admin1'],
    ['/admin1/services', '/admin1/services'],
    [undefined, '/admin1'],
    ['', '/admin1'],
    ['/portal', '/admin1'],
    ['/admin10', '/admin1'],
    ['https://evil.example/admin1', '/admin1'],
    ['//evil.example/admin1', '/admin1'],
    ['/admin1//evil.example', '/admin1'],
    ['/admin1/\\evil.example', '/admin1'],
    ['/admin1/login?redirect=/admin1', '/admin1'],
    ['/admin1/set-password', '/admin1'],
  ])('%s → %s', (redirect, expected) => {
    expect(safeAdminRedirect(redirect)).toBe(expected);
  });
});

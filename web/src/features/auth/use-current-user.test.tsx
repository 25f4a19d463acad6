import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/http';
import { AUTH_CHECK_CACHE_MS } from '../../constants/timing';
import { browserNavigation } from '../../lib/browser-navigation';
import { createQueryClient } from '../../lib/query-client';
import { unauthorized, fakeApiForEachTest } from '../../test/fake-api';
import { makeUser } from '../../test/users';
import { clearSignedInHint, hasSignedInHint } from './signed-in-hint';
import {
  authRetryDelay,
  currentUserQueryOptions,
  fetchCurrentUser,
  setCurrentUser,
  useCurrentUser,
  useLogout,
} from './use-current-user';

const api = fakeApiForEachTest();

function wrapper() {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, Wrapper };
}

describe('the auth check', () => {
  it('waits 500 ms, doubling, at most 2000 ms between retries', () => {
    expect([0, 1, 2, 3, 4].map(authRetryDelay)).toEqual([500, 1000, 2000, 2000, 2000]);
  });

  it('is cached 5 minutes and not retried by React Query itself', () => {
    const options = currentUserQueryOptions();
    expect(options.staleTime).toBe(AUTH_CHECK_CACHE_MS);
    expect(AUTH_CHECK_CACHE_MS).toBe(300_000);
    expect(options.retry).toBe(false);
    expect(options.queryKey).toEqual(['/api/auth/user']);
  });

  it('retries a 401 three times, then answers null (signed out) and forgets the signed-in hint', async () => {
    api.routes.set('GET /api/auth/user', unauthorized);
    const started = Date.now();
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(api.callsTo('GET /api/auth/user')).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3500 - 50);
    expect(hasSignedInHint()).toBe(false);
  }, 10_000);

  it('answers null at once, without asking the API, for a browser that never signed in', async () => {
    clearSignedInHint();
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(api.callsTo('GET /api/auth/user')).toHaveLength(0);
  });

  it('answers the user when a retry succeeds', async () => {
    let asks = 0;
    api.routes.set('GET /api/auth/user', (body, request) =>
      ++asks < 2 ? unauthorized(body, request) : { status: 200, body: makeUser() },
    );
    await expect(fetchCurrentUser()).resolves.toEqual(makeUser());
    expect(asks).toBe(2);
  });

  it('does not retry other failures', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 503, body: { statusCode: 503, message: 'Down' } }));
    const error = await fetchCurrentUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(api.callsTo('GET /api/auth/user')).toHaveLength(1);
  });
});

describe('useCurrentUser', () => {
  it('is loading, then authenticated with isAdmin for an admin', async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser({ role: 'admin' }), delay: 100 }));
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useCurrentUser(), { wrapper: Wrapper });
    expect(result.current).toMatchObject({ status: 'loading', user: null, isAdmin: false });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.isAdmin).toBe(true);
    expect(result.current.user?.email).toBe('ana@example.com');
  });

  it("is 'error' (user null) when the check fails with something other than 401", async () => {
    api.routes.set('GET /api/auth/user', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useCurrentUser(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.user).toBeNull();
  });

  it('takes a user put into the cache after sign-in at once, even while a 401 is being retried', async () => {
    api.routes.set('GET /api/auth/user', unauthorized);
    const { Wrapper, queryClient } = wrapper();
    const { result } = renderHook(() => useCurrentUser(), { wrapper: Wrapper });
    await waitFor(() => expect(api.callsTo('GET /api/auth/user')).toHaveLength(1));

    await setCurrentUser(queryClient, makeUser({ firstName: 'Signed' }));
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    // The retries of the signed-out check were stopped: it cannot overwrite the user later.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(result.current.user?.firstName).toBe('Signed');
    expect(api.callsTo('GET /api/auth/user')).toHaveLength(1);
  });
});

describe('useLogout', () => {
  it('posts /api/logout and loads / on success', async () => {
    api.routes.set('POST /api/logout', () => ({ status: 204 }));
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useLogout(), { wrapper: Wrapper });
    result.current.logout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
  });

  it('loads /?error=logout_failed when logout fails', async () => {
    api.routes.set('POST /api/logout', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useLogout(), { wrapper: Wrapper });
    result.current.logout();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?error=logout_failed'));
  });
});

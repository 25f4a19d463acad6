/**
 * The signed-in visitor (docs/modules/auth.md): GET /api/auth/user, cached 5 minutes.
 * A 401 is retried up to 3 times (500 ms doubling, capped at 2000 ms); a 401 in the end means
 * "unauthenticated" and is cached as `null`; a 403 ACCOUNT_SUSPENDED (a session its suspension ended) means
 * "unauthenticated" too, with the reason; any other failure is an "error".
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCurrentUser, getGetCurrentUserQueryKey, logout } from '../../api/generated/auth/auth';
import type { CurrentUserDto, SignInFailureReason } from '../../api/generated/model';
import { errorCodeOf } from '../../components/form/field-errors';
import { ApiError } from '../../api/http';
import {
  AUTH_CHECK_CACHE_MS,
  AUTH_CHECK_MAX_RETRIES,
  AUTH_RETRY_BASE_DELAY_MS,
  AUTH_RETRY_MAX_DELAY_MS,
} from '../../constants/timing';
import { browserNavigation } from '../../lib/browser-navigation';
import { clearSignedInHint, hasSignedInHint } from './signed-in-hint';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

export interface CurrentUserState {
  status: AuthStatus;
  user: CurrentUserDto | null;
  isAdmin: boolean;
  /** Why an 'unauthenticated' visitor is signed out, when the server said: a suspension ended the session. */
  signedOutReason?: SignInFailureReason;
}

/** Where a failed logout lands (docs/modules/auth.md). */
export const LOGOUT_FAILED_PATH = '/?error=logout_failed';
export const LOGOUT_FAILED_ERROR = 'logout_failed';

/** Delay before retry number `attempt + 1`: 500, 1000, 2000, 2000... ms. */
export function authRetryDelay(attempt: number): number {
  return Math.min(AUTH_RETRY_BASE_DELAY_MS * 2 ** attempt, AUTH_RETRY_MAX_DELAY_MS);
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

const isSuspension = (error: unknown) => errorCodeOf(error) === 'ACCOUNT_SUSPENDED';

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The auth check: the user, `null` without a signed-in hint or after a final 401, or a thrown
 * error for anything else.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUserDto | null> {
  if (!hasSignedInHint()) return null;
  for (let attempt = 0; ; attempt++) {
    try {
      return await getCurrentUser(undefined, signal);
    } catch (error) {
      // A session that a suspension ended (403 ACCOUNT_SUSPENDED): signed out, which currentUserState says.
      if (isSuspension(error)) clearSignedInHint();
      if (!isUnauthorized(error)) throw error;
      if (attempt >= AUTH_CHECK_MAX_RETRIES) {
        clearSignedInHint();
        return null;
      }
      await wait(authRetryDelay(attempt), signal);
    }
  }
}

/** The query behind `useCurrentUser` (the generated key, so every reader shares one cache entry). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: getGetCurrentUserQueryKey(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: AUTH_CHECK_CACHE_MS,
    // 401s are retried inside the query function; nothing else is retried (docs/web.md).
    retry: false,
  });
}

export function currentUserState(data: CurrentUserDto | null | undefined, error: unknown): CurrentUserState {
  if (isSuspension(error)) {
    return { status: 'unauthenticated', user: null, isAdmin: false, signedOutReason: 'account_suspended' };
  }
  const isError = error !== null && error !== undefined;
  if (data === undefined) return { status: isError ? 'error' : 'loading', user: null, isAdmin: false };
  if (data === null) return { status: 'unauthenticated', user: null, isAdmin: false };
  return { status: 'authenticated', user: data, isAdmin: data.role === 'admin' };
}

/** `{ status, user, isAdmin }` of the visitor. A refetch that fails keeps the last known answer. */
export function useCurrentUser(): CurrentUserState & { refetch: () => void } {
  const { data, error, refetch } = useQuery(currentUserQueryOptions());
  const retry = useCallback(() => void refetch(), [refetch]);
  return { ...currentUserState(data, error), refetch: retry };
}

/**
 * Puts the signed-in user into the cache (after login, e-mail verification or a profile change),
 * so the guard and the header know at once, without another round trip.
 */
export async function setCurrentUser(queryClient: QueryClient, user: CurrentUserDto | null): Promise<void> {
  const { queryKey } = currentUserQueryOptions();
  // A check still retrying a 401 from before the sign-in must not overwrite the answer when it ends.
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, user);
}

export function useSetCurrentUser(): (user: CurrentUserDto | null) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((user) => setCurrentUser(queryClient, user), [queryClient]);
}

/**
 * POST /api/logout, then a full page load: to `/` on success, to `/?error=logout_failed` on failure
 * (docs/modules/auth.md). The full load drops every cached answer of the signed-in user.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const { mutate, isPending } = useMutation({
    mutationKey: ['logout'],
    mutationFn: () => logout(),
    onSuccess: () => browserNavigation.assign('/'),
    onError: () => browserNavigation.assign(LOGOUT_FAILED_PATH),
  });
  const logoutNow = useCallback(() => mutate(), [mutate]);
  return { logout: logoutNow, isPending };
}

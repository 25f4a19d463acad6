import { QueryClient } from '@tanstack/react-query';

/**
 * Client data behaviour (docs/web.md): cached reads never go stale, no refetch on window
 * focus, no polling, no retries for reads or writes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

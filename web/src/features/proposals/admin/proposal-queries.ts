import { useQueryClient } from '@tanstack/react-query';

/** Reloads every proposals list and detail after a change. */
export function useRefreshProposals() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = query.queryKey[0];
        return typeof key === 'string' && key.startsWith('/api/admin/proposals');
      },
    });
}

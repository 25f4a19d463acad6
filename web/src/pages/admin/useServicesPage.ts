import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { getListServicesQueryKey, useListServices } from '../../api/generated/content/content';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../constants/admin';

/** One page of services from the server (server-side pagination through page/pageSize). */
export function useServicesPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ADMIN_DEFAULT_PAGE_SIZE);
  const params = { page, pageSize };
  const query = useListServices(params, {
    query: { queryKey: getListServicesQueryKey(params), placeholderData: keepPreviousData },
  });
  return {
    ...query,
    page,
    pageSize,
    onPageChange(nextPage: number, nextPageSize: number) {
      setPage(nextPageSize === pageSize ? nextPage : 1);
      setPageSize(nextPageSize);
    },
  };
}

export type ServicesPageQuery = ReturnType<typeof useServicesPage>;

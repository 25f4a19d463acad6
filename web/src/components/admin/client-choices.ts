import { useEffect, useState } from 'react';
import { getListUsersQueryKey, useListUsers } from '../../api/generated/admin-users/admin-users';
import type { AdminUserDto } from '../../api/generated/model';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../constants/admin';

/** How many records a picker offers for a search. */
export const PICKER_CHOICES = 10;

/** One record a picker offers: its id, its label, and the person it stands for. */
export interface PersonChoice {
  value: string;
  label: string;
  person: { name: string; email: string };
}

/** What a searching antd Select takes from a picker hook. */
export interface PickerChoices<Choice extends PersonChoice = PersonChoice> {
  options: Choice[];
  onSearch: (text: string) => void;
  loading: boolean;
}

/** What staff type into a picker, and the search it becomes once typing pauses. */
export function useDebouncedSearch(): [search: string, onType: (text: string) => void] {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [search, setTyped];
}

/** "Jane Doe · jane@example.com": how a picker lists a person. */
export const personLabel = (name: string, email: string) => [name, email].filter(Boolean).join(' · ');

const accountName = (user: AdminUserDto) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** Client accounts matching what staff type, for a client picker (the invoice and proposal forms). */
export function useAccountChoices(): PickerChoices {
  const [search, onSearch] = useDebouncedSearch();
  const params = { search: search || undefined, pageSize: PICKER_CHOICES, sortBy: 'email', sortOrder: 'asc' } as const;
  const users = useListUsers(params, { query: { queryKey: getListUsersQueryKey(params) } });
  const options = (users.data?.items ?? []).map((user) => ({
    value: user.id,
    label: personLabel(accountName(user), user.email),
    person: { name: accountName(user), email: user.email },
  }));
  return { options, onSearch, loading: users.isFetching };
}

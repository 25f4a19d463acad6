import { useState, type Dispatch, type SetStateAction } from 'react';
import type { CurrentUserDto } from '../../../api/generated/model';
import { useCurrentUser } from '../../auth/use-current-user';
import type { ContactValues } from './booking-form-state';

type ProfileFields = ContactValues & { country: string };

const PROFILE_KEYS = ['firstName', 'lastName', 'email', 'phone', 'country'] as const;

/** `values` with each empty contact field taken from the profile; what the visitor typed stays. */
export function withProfile<T extends ProfileFields>(values: T, user: CurrentUserDto | null): T {
  if (!user) return values;
  const filled = { ...values };
  for (const key of PROFILE_KEYS) if (!filled[key].trim()) filled[key] = user[key] ?? filled[key];
  return filled;
}

/**
 * A signed-in client's booking form starts from their profile (issue 21): once the user is known (it may
 * arrive after the visitor started typing), the empty contact fields are filled in. Returns
 * `withProfile` for this user, to start a new form after a sent one the same way.
 */
export function useProfilePrefill<T extends ProfileFields>(setValues: Dispatch<SetStateAction<T>>): (values: T) => T {
  const { user } = useCurrentUser();
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (user && prefilledFor !== user.id) {
    // Adjusting state while rendering (React's pattern for "when this changes"): once per user.
    setPrefilledFor(user.id);
    setValues((current) => withProfile(current, user));
  }
  return (values) => withProfile(values, user);
}

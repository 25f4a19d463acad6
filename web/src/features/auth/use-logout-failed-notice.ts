import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { toast } from '../../components/toast';
import { LOGOUT_FAILED_ERROR } from './use-current-user';

export const LOGOUT_FAILED_TOAST = {
  title: 'Logout failed',
  description: "We couldn't log you out. Please try again.",
} as const;

/**
 * `/?error=logout_failed` (where a failed logout lands; docs/modules/auth.md): an error toast, once,
 * and the address loses its `error` so a reload does not repeat it.
 */
export function useLogoutFailedNotice(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  const search: { error?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const shown = useRef(false);
  const failed = pathname === '/' && search.error === LOGOUT_FAILED_ERROR;

  useEffect(() => {
    if (!failed || shown.current) return;
    shown.current = true;
    toast({ ...LOGOUT_FAILED_TOAST, variant: 'destructive' });
    void navigate({ href: '/', replace: true });
  }, [failed, navigate]);
}

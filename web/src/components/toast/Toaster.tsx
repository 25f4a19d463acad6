import { useSyncExternalStore } from 'react';
import { dismissToast, getCurrentToast, subscribeToToasts, type ActiveToast } from './toast-store';

function ToastCard({ toast }: { toast: ActiveToast }) {
  return (
    <div className={`toast toast--${toast.variant}`} data-testid="toast">
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast__dismiss"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The one toast host of the app (mounted in the root route). The live regions are always in the
 * DOM so screen readers announce what appears in them: polite for ordinary toasts, an alert for
 * destructive ones.
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToasts, getCurrentToast, () => null);
  const destructive = toast?.variant === 'destructive';

  return (
    <section className="toast-viewport" aria-label="Notifications">
      <div aria-live="polite" aria-atomic="true">
        {toast && !destructive ? <ToastCard key={toast.id} toast={toast} /> : null}
      </div>
      <div role="alert" aria-atomic="true">
        {toast && destructive ? <ToastCard key={toast.id} toast={toast} /> : null}
      </div>
    </section>
  );
}
